//! Grid-stride loop written with `while` and a stride from `grid_dim_x()`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_grid_stride_while(x: &[f32], y: &mut [f32]) {
        let stride = (block_dim_x() * grid_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = x.len().min(y.len());
        while i < n {
            y[i] = 2.0 * x[i] - y[i];
            i += stride;
        }
    }
}
