//! S5: the walk restarted at `gid + 1` after its second row: thread t then
//! walks thread t + 1's rows.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_row_reset_in_walk(rows: usize, y: &mut [f32]) {
        let mut n = 0;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..8 {
                let k = row * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
            n += 1;
            if n == 2 { row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize + 1; }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
