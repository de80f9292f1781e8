//! S9: inside warp 0 (`if t < 32`, whole warps), a lane branch still splits
//! the warp: the collective under it is named with that branch.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn lane_branch_inside_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 {
            v += warp::shfl_xor(v, 16);
            if lane_id() < 8 {
                v += warp::shfl_xor(v, 4);
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `(lane_id() < 8)` decides so
// CHECK-NOT: error[RG0211]
