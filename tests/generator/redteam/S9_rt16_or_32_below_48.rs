//! S9 misuse: `(t | 32) < 48` is t % 64 < 16: half of warps 0 and 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn or_32_below_48(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t | 32) < 48 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
