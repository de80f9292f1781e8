//! S5 twin: lane 0's row with the lane test and the length test in nested `if`s, rows of 8 with only 4 items written (E = 4 <= 2^ctz(8)). Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_nested_guard_twin(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if lane_id() == 0 {
            if (w + 1) * 8 <= y.len() {
                for j in 0..4 {
                    y[w * 8 + j] = j as f32;
                }
            }
        }
    }
}
// CHECK: kernel @rt12_lane_row_nested_guard_twin(
