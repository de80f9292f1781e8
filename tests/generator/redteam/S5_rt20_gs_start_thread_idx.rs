//! S5: the walk starts at `thread_idx_x()`: every block walks the same rows.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_start_thread_idx(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = thread_idx_x() as usize;
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
