//! S9 misuse: `t >> 5 == w` with w the lane id: one lane per warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shr5_equals_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (thread_idx_x() >> 5) == lane_id() {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
