//! S9 misuse: lanes 0..15 return early; the later `if t < 32` shuffle is then
//! reached by lanes 16..31 of warp 0 only.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn return_half_then_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 16 {
            if t < out.len() {
                out[t] = v;
            }
            return;
        }
        if t < 32 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
