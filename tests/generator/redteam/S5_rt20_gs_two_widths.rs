//! S5: two walks over one buffer, rows of 8 and rows of 4 (`y[row * 4 + j]`,
//! j < 4).
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_two_widths(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..8 {
                let k = row * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
        let mut r2 = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while r2 < rows {
            for j in 0..4 {
                let k = r2 * 4 + j;
                if k < y.len() { y[k] = 2.0; }
            }
            r2 += stride;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
