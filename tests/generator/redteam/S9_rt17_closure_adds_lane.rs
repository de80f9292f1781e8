//! S9 misuse: a closure capturing nothing but reading the lane: `f(t / 32) == 0` with
//! `f = |w| w + lane_id()`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_adds_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let f = |w: usize| w + lane_id() as usize;
        if f(t / 32) == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
