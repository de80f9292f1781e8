//! Sum of squares of a row: map + sum.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_map_sum(m: &[f32], width: usize, out: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            out[r] = m[r * width..(r + 1) * width].iter().map(|v| v * v).sum::<f32>();
        }
    }
}
