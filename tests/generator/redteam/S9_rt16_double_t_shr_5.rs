//! S9 misuse: a "warp id" of `2 * t`: `(2 * t) >> 5 == 1` is t in 16..31, half
//! of warp 0 (the shift is of a value that is not the thread id).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn double_t_shr_5(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (2 * t) >> 5 == 1 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
