//! Near miss of accept/row_loop_forms.rs (row_loop_block_leader): the
//! leader writes `y[b * 8 + j]` (j < 8) and `y[b * 4 + j]` (j < 4): block
//! 2's second part [8, 12) is block 1's first part. One multiplier per
//! buffer. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_loop_leader_two_widths(y: &mut [f32]) {
        let b = block_idx_x() as usize;
        if thread_idx_x() == 0 && (b + 1) * 8 <= y.len() {
            for j in 0..8 {
                y[b * 8 + j] = 1.0;
            }
            for j in 0..4 {
                y[b * 4 + j] = 2.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((b * 4) + j
