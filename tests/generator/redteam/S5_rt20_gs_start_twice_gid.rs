//! S5: the walk starts at `2 * gid`: with an even grid size, thread 0's
//! second row 0 + G is thread G/2's first.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_start_twice_gid(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = 2 * (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
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
