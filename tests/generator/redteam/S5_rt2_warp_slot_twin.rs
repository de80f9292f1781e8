//! Twin: the documented per-warp result `partial[gid / WARP_SIZE as usize]`
//! under `lane_id() == 0`. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_twin(x: &[f32], partial: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if gid < x.len() { x[gid] } else { 0.0 };
        let mut off = 16;
        while off > 0 {
            v += warp::shfl_down(v, off);
            off /= 2;
        }
        if lane_id() == 0 && gid / 32 < partial.len() {
            partial[gid / WARP_SIZE as usize] = v;
        }
    }
}
// CHECK: kernel @warp_slot_twin(
