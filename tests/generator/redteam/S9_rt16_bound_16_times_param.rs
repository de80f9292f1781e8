//! S9 misuse: `t < 16 * k` (k a parameter) looks like the accepted
//! `t < 32 * k`, but for odd k (k = 1: `t < 16`) it splits a warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn bound_16_times_param(x: &[f32], out: &mut [f32], k: usize) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 16 * k {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
