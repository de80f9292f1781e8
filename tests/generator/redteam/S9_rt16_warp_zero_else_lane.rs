//! S9 misuse: `if t < 32 { .. } else if lane_id() < 8 { shfl }`: warps 1.. split
//! in the else-if.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_zero_else_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 {
            v += warp::shfl_xor(v, 16);
        } else if lane_id() < 8 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
