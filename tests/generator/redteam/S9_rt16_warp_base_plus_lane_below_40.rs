//! S9 misuse: `(t / 32) * 32 + lane_id() < 40` rebuilds `t` from its warp base
//! and lane: it is `t < 40`, which splits warp 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_base_plus_lane_below_40(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t / 32) * 32 + (lane_id() as usize) < 40 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
