//! Near miss of accept/block_stride_rows.rs: the row offset is `block * n`
//! but the loop bound is another parameter `m`: with m > n a block writes
//! into the next block's row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_stride_bound_m(y: &mut [f32], n: usize, m: usize) {
        let base = block_idx_x() as usize * n;
        let mut j = thread_idx_x() as usize;
        while j < m {
            if base + j < y.len() { y[base + j] = 1.0; }
            j += block_dim_x() as usize;
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + j)]` may collide
