//! S5: the stride `grid_dim_y() * block_dim_x()` (a y dim for the x grid): in
//! a 1-D launch it is block_dim_x, smaller than the grid size.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_step_grid_dim_y(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_y() * block_dim_x()) as usize;
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
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
