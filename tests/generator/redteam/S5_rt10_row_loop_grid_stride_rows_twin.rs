//! Twin: the row loop inside a grid-stride loop over the rows, `let mut row = gid; while row < rows { for j in 0..W { y[row * W + j] = .. } row += grid_dim_x() * block_dim_x(); }` (W = 8): the rows a thread visits are its own grid-stride rows, each written whole by that thread alone. Must translate.
//! At opt-level 0 only: there `row * W` panics on overflow; opt-level 3's
//! wrapping product lets a row past 2^61 (`rows` is a parameter) wrap onto
//! another thread's, so O3 refuses it (backend/reject/RG0201_grid_stride_rows_wrapping_mul).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_grid_stride_rows_twin(y: &mut [f32], rows: usize) {
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        while row < rows {
            if (row + 1) * W <= y.len() {
                for j in 0..W {
                    y[row * W + j] = (row * W + j) as f32;
                }
            }
            row += stride;
        }
    }
}
// CHECK: kernel @row_loop_grid_stride_rows_twin(
