//! S9 misuse: `3 * t < 64` is `t <= 21`, inside warp 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn times_3_below_64(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if 3 * t < 64 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
