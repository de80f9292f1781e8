//! S9 misuse: `t.wrapping_sub(16) < 32` is threads 16..47: halves of warps 0
//! and 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn wrapping_sub_16_below_32(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t.wrapping_sub(16) < 32 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
