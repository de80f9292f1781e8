//! Rows of a grid-stride walk, `y[row * 8 + j]` for `j < 8`, with the row
//! start a *wrapping* product: a row past 2^61 (the walk runs up to the
//! parameter `rows`) wraps onto another thread's row. Also what opt-level
//! 3 makes of a plain `row * 8` (no overflow check). The near miss of
//! redteam/S5_rt10_row_loop_grid_stride_rows_twin (opt-level 0 only: there
//! `row * 8` panics on overflow).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn grid_stride_rows_wrapping_mul(y: &mut [f32], rows: usize) {
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        while row < rows {
            for j in 0..8 {
                y[row.wrapping_mul(8) + j] = 1.0;
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}row{{.*}}8{{.*}} + j)]` may collide
