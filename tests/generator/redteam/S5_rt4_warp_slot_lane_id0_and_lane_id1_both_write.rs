//! S5: the same with `lane_id() == 0` and `lane_id() == 1`. Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn warp_slot_lane_id0_and_1_global(x: &[f32], partial: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if gid < x.len() { x[gid] } else { 0.0 };
        if lane_id() == 0 {
            if gid / 32 < partial.len() { partial[gid / 32] = v; }
        }
        if lane_id() == 1 {
            if gid / 32 < partial.len() { partial[gid / 32] = v; }
        }
    }
}
// CHECK: error[RG0201]:
