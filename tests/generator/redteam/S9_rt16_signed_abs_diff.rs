//! S9 misuse: signed arithmetic on the thread id: `(t as i32 - 48).abs() < 16`
//! is threads 33..63, which leaves lane 0 of warp 1 out.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn signed_abs_diff(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t as i32 - 48).abs() < 16 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
