//! `chunks_exact(4)` sums of a row plus its `remainder()`, and `windows(2).all(..)` (sortedness).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_chunks_remainder(m: &[i32], width: usize, out: &mut [i32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let row = &m[r * width..(r + 1) * width];
            let chunks = row.chunks_exact(4);
            let tail: i32 = chunks.remainder().iter().sum();
            let mut best = i32::MIN;
            for c in chunks {
                best = best.max(c[0] + c[1] + c[2] + c[3]);
            }
            let sorted = row.windows(2).all(|w| w[0] <= w[1]) as i32;
            out[r] = best.max(-100000) + tail * 3 + sorted * 1_000_000;
        }
    }
}
