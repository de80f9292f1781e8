//! The per-warp slot `partial[gid / 32]` written by two lanes of each warp:
//! lane 1 on one path and lane 2 on another (`gid % 32 == 1 || gid % 32 ==
//! 2`). The near miss of redteam/S5_rt2_warp_slot_lane_one_twin.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane_one_or_two(x: &[f32], partial: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if gid < x.len() { x[gid] } else { 0.0 };
        if (gid % 32 == 1 || gid % 32 == 2) && gid / 32 < partial.len() {
            partial[gid / 32] = v;
        }
    }
}
// CHECK: error[RG0201]: write to `partial[(gid / 32)]` may collide: two threads can write the same element
