//! S9 misuse: a float test `(t as f32) / 32.0 < 0.5` is `t < 16`: float division
//! is not the warp id.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn float_half_warp(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t as f32) / 32.0 < 0.5 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
