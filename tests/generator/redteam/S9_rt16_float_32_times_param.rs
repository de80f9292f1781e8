//! S9 misuse: `(t as f32) < 32.0 * f` with `f` a float parameter: f = 0.5 is
//! `t < 16`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn float_32_times_param(x: &[f32], out: &mut [f32], f: f32) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t as f32) < 32.0 * f {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
