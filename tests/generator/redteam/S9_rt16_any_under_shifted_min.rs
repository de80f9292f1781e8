//! S9 misuse: `t.min(48) == 48` is `t >= 48`, which splits warp 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn any_under_shifted_min(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t.min(48) == 48 {
            v = if warp::any(v > 0.0) { v } else { -v };
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `any()` is reached only by the threads for which
