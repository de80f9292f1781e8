//! S5: two walks of 8-wide rows, from gid and from gid + 1: thread t's second
//! walk is thread t + 1's first.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_two_walks_shifted(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..8 {
                let k = row * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
        let mut r2 = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize + 1;
        while r2 < rows {
            for j in 0..8 {
                let k = r2 * 8 + j;
                if k < y.len() { y[k] = 2.0; }
            }
            r2 += stride;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
