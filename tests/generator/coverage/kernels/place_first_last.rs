#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// first, last, Iterator::max returning Option<&T>.
    pub fn place_first_last(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let row = &x[i * 4..i * 4 + 4];
            out[i] = row.first().copied().unwrap_or(0) + row.last().map(|v| v * 2).unwrap_or(0)
                + row.iter().max().copied().unwrap_or(0) % 1000;
        }
    }
}
