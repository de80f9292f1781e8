//! S9 misuse: `t % 48 < 32` has a boundary at a multiple of 32 but the period
//! is 48: threads 32..47 are out and 48..63 in, so warp 1 splits.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mod_48_below_32(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t % 48 < 32 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
