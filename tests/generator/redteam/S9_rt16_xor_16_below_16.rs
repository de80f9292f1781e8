//! S9 misuse: `(t ^ 16) < 16` is threads 16..31: half of warp 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn xor_16_below_16(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t ^ 16) < 16 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
