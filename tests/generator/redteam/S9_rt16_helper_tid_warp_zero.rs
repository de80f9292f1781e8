//! S9: a device function tests `thread_idx_x() < 32` itself before a shuffle.
//! The docs keep device functions conservative ("the condition computed in a
//! device function ... RG0211"): refused although whole warps reach it in a
//! 1-D block (in a 16 x 2 block the callee cannot tell).
#![no_std]
use rsgpu::*;

fn warp_zero_sum(v: f32) -> f32 {
    if thread_idx_x() < 32 {
        v + warp::shfl_xor(v, 16)
    } else {
        v
    }
}

rsgpu::kernel! {
    pub fn helper_tid_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        v = warp_zero_sum(v);
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
