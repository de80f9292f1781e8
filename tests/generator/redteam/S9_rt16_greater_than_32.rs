//! S9 misuse: `t > 32` (the mirror of `t <= 32`, docs RG0211): threads 33..,
//! lane 0 of warp 1 left out. `t > 31` would be whole warps.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn greater_than_32(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t > 32 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
