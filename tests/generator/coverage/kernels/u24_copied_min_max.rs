//! `iter().copied().max()`, `.min()`, `.count()`, `.last()` with `unwrap_or`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_copied_min_max(m: &[u16], width: usize, out: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let row = &m[r * width..(r + 1) * width];
            let mx = row.iter().copied().max().unwrap_or(0) as u32;
            let mn = row.iter().copied().min().unwrap_or(u16::MAX) as u32;
            let n = row.iter().count() as u32;
            let last = row.iter().last().copied().unwrap_or(1) as u32;
            out[r] = (mx - mn) * 7 + n + (last & 0xff) * 65536;
        }
    }
}
