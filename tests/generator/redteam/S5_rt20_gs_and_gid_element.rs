//! S5: the row walk and `y[gid]`: thread 1's `y[1]` lies in thread 0's row 0.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_and_gid_element(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..8 {
                let k = row * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if g < y.len() { y[g] = 2.0; }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
