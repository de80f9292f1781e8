//! Twin (false-positive probe): the warp's result written by lane 1 instead
//! of lane 0 (still one writer per warp). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane_one_twin(x: &[f32], partial: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if gid < x.len() { x[gid] } else { 0.0 };
        let s = v + warp::shfl_xor(v, 1);
        if gid % 32 == 1 && gid / 32 < partial.len() {
            partial[gid / 32] = s;
        }
    }
}
// CHECK: kernel @warp_slot_lane_one_twin(
