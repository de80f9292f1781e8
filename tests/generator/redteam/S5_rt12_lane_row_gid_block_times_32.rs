//! S5 misuse: lane 0's row with a "gid" of `block_idx_x() * 32 + thread_idx_x()` (assumes 32-thread blocks): with 64-thread blocks warp 1 of block b and warp 0 of block b + 1 share w. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_gid_block_times_32(y: &mut [f32]) {
        let gid = (block_idx_x() * 32 + thread_idx_x()) as usize;
        let w = gid / 32;
        if lane_id() == 0 && (w + 1) * 4 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
