//! Near miss of accept/block_stride_rows.rs: the write comes after the
//! step, where `j < n` no longer holds: the last trip writes past the row,
//! into the next block's.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_stride_write_after_step(y: &mut [f32], n: usize) {
        let base = block_idx_x() as usize * n;
        let mut j = thread_idx_x() as usize;
        while j < n {
            j += block_dim_x() as usize;
            if base + j < y.len() { y[base + j] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + j)]` may collide
