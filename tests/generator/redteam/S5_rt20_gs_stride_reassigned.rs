//! S5: the step a local started at the grid size and set to 1 when `rows >
//! 1000`.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_stride_reassigned(rows: usize, y: &mut [f32]) {
        let mut st = (grid_dim_x() * block_dim_x()) as usize;
        if rows > 1000 { st = 1; }
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..8 {
                let k = row * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += st;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
