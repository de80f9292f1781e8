//! S5: the row walk steps by `block_dim_x()`, not the grid size: block 0's
//! thread t reaches row bdx + t on its second step, block 1's thread t's
//! first row.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_step_block_dim(rows: usize, y: &mut [f32]) {
        let stride = block_dim_x() as usize;
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
