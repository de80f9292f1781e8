//! S9 misuse: the condition computed in a device function (docs: RG0211, its
//! callers' launch shapes are not known there) and wrong as well:
//! `first_warp(t)` is `t >> 4 == 0`, half of warp 0.
#![no_std]
use rsgpu::*;

fn first_warp(t: usize) -> bool {
    t >> 4 == 0
}

rsgpu::kernel! {
    pub fn helper_condition_shr4(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if first_warp(t) {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
