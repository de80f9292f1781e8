//! S5: shadowing in the walk: `let row = row / 2;` before the row loop.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_row_shadowed_half(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            let r = row;
            {
                let row = r / 2;
                for j in 0..8 {
                    let k = row * 8 + j;
                    if k < y.len() { y[k] = 1.0; }
                }
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
