//! Near miss of accept/block_stride_rows.rs: the counter steps by 1, not by
//! block_dim_x(): thread 0 reaches thread 1's column on its second trip.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_stride_step_one(y: &mut [f32], n: usize) {
        let base = block_idx_x() as usize * n;
        let mut j = thread_idx_x() as usize;
        while j < n {
            if base + j < y.len() { y[base + j] = 1.0; }
            j += 1;
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + j)]` may collide
