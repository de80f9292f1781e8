//! S9 misuse: `(t as f32) < 32.5` is `t <= 32` (lane 0 of warp 1 alone).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn float_bound_32_5(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t as f32) < 32.5 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
