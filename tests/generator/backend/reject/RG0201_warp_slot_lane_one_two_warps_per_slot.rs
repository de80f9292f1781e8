//! One writer per warp at lane 1 (`gid % 32 == 1`), but the slot is
//! `gid / 64`: lane 1 of warps 0 and 1 (threads 1 and 33) write slot 0. The
//! near miss of redteam/S5_rt2_warp_slot_lane_one_twin (`partial[gid / 32]`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane_one_two_warps_per_slot(x: &[f32], partial: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if gid < x.len() { x[gid] } else { 0.0 };
        if gid % 32 == 1 && gid / 64 < partial.len() {
            partial[gid / 64] = v;
        }
    }
}
// CHECK: error[RG0201]: write to `partial[(gid / 64)]` may collide: two threads can write the same element
