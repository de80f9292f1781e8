//! S5: the iterator form stepping by the block: `for row in
//! (gid..rows).step_by(block_dim_x())` around the row loop.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_step_by_block_iter(rows: usize, y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for row in (g..rows).step_by(block_dim_x() as usize) {
            for j in 0..8 {
                let k = row * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
