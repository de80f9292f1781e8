//! Twin: the documented per-warp result `if lane_id() == 0 { out[gid / 32] = v }`
//! with `gid >> 5`. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane0_twin(x: &[f32], out: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if gid < x.len() { x[gid] } else { 0.0 };
        if lane_id() == 0 && (gid >> 5) < out.len() {
            out[gid >> 5] = v;
        }
    }
}
// CHECK: kernel @warp_slot_lane0_twin(
