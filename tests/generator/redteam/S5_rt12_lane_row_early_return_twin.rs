//! S5 twin: lane 0's row written after `if lane_id() != 0 { return; }` (the row is reached only by lane 0, w = gid / 32). Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_early_return_twin(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if lane_id() != 0 {
            return;
        }
        let w = gid / 32;
        if (w + 1) * 4 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j] = j as f32;
            }
        }
    }
}
// CHECK: kernel @rt12_lane_row_early_return_twin(
