//! S9 misuse: `t / 32 == w` with `w` a kernel parameter (accepted) -- but the
//! parameter is reassigned `w = t / 16` first: `t / 32 == t / 16` is t < 16.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn param_reassigned_from_t(x: &[f32], out: &mut [f32], mut w: usize) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        w = t / 16;
        if t / 32 == w {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
