//! Near miss of accept/row_loop_forms.rs (row_loop_block_leader): the
//! block's row computed in u32 with wrapping arithmetic,
//! `b.wrapping_mul(8)`: blocks b and b + 2^29 write the same elements.
//! RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_loop_leader_u32_row(y: &mut [f32]) {
        let b = block_idx_x();
        if thread_idx_x() == 0 {
            for j in 0..8u32 {
                let k = b.wrapping_mul(8).wrapping_add(j) as usize;
                if k < y.len() {
                    y[k] = 1.0;
                }
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
