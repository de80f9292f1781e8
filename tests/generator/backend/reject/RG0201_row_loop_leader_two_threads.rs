//! Near miss of accept/row_loop_forms.rs (row_loop_block_leader): threads
//! 0 and 1 of each block (`thread_idx_x() < 2`) both write the block's
//! row: not a leader. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_loop_leader_two_threads(y: &mut [f32]) {
        let b = block_idx_x() as usize;
        if thread_idx_x() < 2 && (b + 1) * 8 <= y.len() {
            for j in 0..8 {
                y[b * 8 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((b * 8) + j)]` may collide
