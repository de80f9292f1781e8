//! 2-D grid, 2-D blocks: each thread (row, col-group) sums a strip; `thread_idx_y`/`block_dim_y`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_matvec_2d_grid(a: &[f32], x: &[f32], cols: usize, groups: usize, out: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let per = cols / groups;
        if g < groups && row * groups + g < out.len() {
            let base = row * cols + g * per;
            let mut acc = 0.0f32;
            for (k, &v) in a[base..base + per].iter().enumerate() {
                acc += v * x[g * per + k];
            }
            out[row * groups + g] = acc;
        }
    }
}
