//! S5 twin: the grid-stride row loop `while row < rows { for j in 0..8 {
//! y[row * 8 + j] = .. } row += stride }` (opt-level 0 only: at 3 the product
//! wraps, refused as documented).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_rows_twin(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..8 {
                let k = row * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
    }
}
// CHECK: kernel @rt20_gs_rows_twin(
