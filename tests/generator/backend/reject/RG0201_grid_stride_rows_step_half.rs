//! Rows of a walk that steps by half the grid: thread t's second row is
//! thread t + stride / 2's first, and both write `y[row * 8 + j]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn grid_stride_rows_step_half(y: &mut [f32], rows: usize) {
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        while row < rows {
            for j in 0..8 {
                y[row * 8 + j] = 1.0;
            }
            row += stride / 2;
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * 8) + j)]` may collide
