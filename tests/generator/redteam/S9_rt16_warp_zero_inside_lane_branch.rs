//! S9 misuse: the uniform `if t < 32` nested inside `if lane_id() < 8`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_zero_inside_lane_branch(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if lane_id() < 8 {
            if t < 32 {
                v += warp::shfl_xor(v, 1);
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
