//! `a.iter().chain(b.iter())` folded, and `(0..n).map(..).sum::<u64>()` over a range.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_iter_chain(a: &[u32], b: &[u32], width: usize, out: &mut [u64]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let ra = &a[r * width..(r + 1) * width];
            let rb = &b[r * width..(r + 1) * width];
            let x = ra.iter().chain(rb.iter()).fold(0u64, |acc, &v| acc * 3 + v as u64);
            let y: u64 = (0..width).map(|k| (ra[k] as u64) * (rb[k] as u64)).sum();
            out[r] = x ^ y;
        }
    }
}
