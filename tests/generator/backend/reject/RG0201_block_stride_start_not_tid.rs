//! Near miss of accept/block_stride_rows.rs: the counter starts at
//! `thread_idx_x() + 1`: the last thread's first column, block_dim_x, is
//! thread 0's second.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_stride_start_plus_one(y: &mut [f32], n: usize) {
        let base = block_idx_x() as usize * n;
        let mut j = thread_idx_x() as usize + 1;
        while j < n {
            if base + j < y.len() { y[base + j] = 1.0; }
            j += block_dim_x() as usize;
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + j)]` may collide
