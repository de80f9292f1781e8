//! S9 misuse: inside `if t < 32`, a fold over `x[0..t]` whose closure shuffles:
//! lane l runs it l times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn fold_thread_prefix_in_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 && t <= x.len() {
            v = x[0..t].iter().fold(v, |a, b| a + warp::shfl_xor(*b, 1));
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
