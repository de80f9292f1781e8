//! S9 misuse: `t >> s == 0` with `s` a kernel parameter: it is the warp id only
//! for s = 5 (s = 4: threads 0..15).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shr_by_param(x: &[f32], out: &mut [f32], s: u32) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t >> s == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
