//! S5 twin: lane 0's row written in a `while j < 4` loop (a must-hold guard on j), w = gid / 32. Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_while_twin(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if lane_id() == 0 && (w + 1) * 4 <= y.len() {
            let mut j = 0usize;
            while j < 4 {
                y[w * 4 + j] = j as f32;
                j += 1;
            }
        }
    }
}
// CHECK: kernel @rt12_lane_row_while_twin(
