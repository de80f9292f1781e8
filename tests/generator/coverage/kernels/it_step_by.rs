//! Grid-stride loop: every thread handles i, i + stride, i + 2 * stride, ...
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_step_by(x: &[f32], y: &mut [f32]) {
        let start = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        for i in (start..y.len()).step_by(stride) {
            y[i] = 2.0 * x[i] + y[i];
        }
    }
}
