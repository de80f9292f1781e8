//! S5: `partial[gid / 64]` under `lane_id() == 0`: the leaders of warps 2k
//! and 2k + 1 write the same slot.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_two_warps_per_slot(x: &[f32], partial: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if gid < x.len() { x[gid] } else { 0.0 };
        let mut off = 16;
        while off > 0 {
            v += warp::shfl_down(v, off);
            off /= 2;
        }
        if lane_id() == 0 && gid / 64 < partial.len() {
            partial[gid / 64] = v;
        }
    }
}
// CHECK: error[RG0201]:
