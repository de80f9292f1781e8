//! S9 misuse: `t.div_ceil(32) == 1` is threads 1..32: lane 0 of warp 0 out,
//! lane 0 of warp 1 in.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn div_ceil_32(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t.div_ceil(32) == 1 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
