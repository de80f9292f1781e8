//! S5: the walk's row truncated, `((row as u32) * 8) as usize + j` (the u32
//! product overflow-checked): a row 2^32 + r lands on thread r's row r.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_row_truncated_u32(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..8 {
                let k = ((row as u32) * 8) as usize + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
