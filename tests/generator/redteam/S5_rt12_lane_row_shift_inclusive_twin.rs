//! S5 twin: lane 0's row with `w = gid >> 5` and base `w << 2`, items `0..=3`. Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_shift_inclusive_twin(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid >> 5;
        if lane_id() == 0 && ((w + 1) << 2) <= y.len() {
            for j in 0..=3 {
                y[(w << 2) + j] = j as f32;
            }
        }
    }
}
// CHECK: kernel @rt12_lane_row_shift_inclusive_twin(
