//! S9 misuse: `t < 32 * k` is accepted for a constant or parameter k; here k is
//! the lane (`lane_id()`), so in warp 0 lane 0 is out and lanes 1..31 in.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn param_shape_with_lane_factor(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let kk = lane_id() as usize;
        if t < 32 * kk {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
