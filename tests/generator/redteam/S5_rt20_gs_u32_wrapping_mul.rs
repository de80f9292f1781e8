//! S5: a u32 walk, `(row.wrapping_mul(8) as usize) + j`: the product wraps
//! past 2^32 (rows near 2^29) onto other threads' rows.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_u32_wrapping_mul(rows: u32, y: &mut [f32]) {
        let stride = grid_dim_x() * block_dim_x();
        let mut row: u32 = block_idx_x() * block_dim_x() + thread_idx_x();
        while row < rows {
            for j in 0..8 {
                let k = row.wrapping_mul(8) as usize + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
