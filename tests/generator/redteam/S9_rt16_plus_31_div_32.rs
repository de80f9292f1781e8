//! S9 misuse: `(t + 31) / 32 == 1` (round up) is threads 1..32.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn plus_31_div_32(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t + 31) / 32 == 1 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
