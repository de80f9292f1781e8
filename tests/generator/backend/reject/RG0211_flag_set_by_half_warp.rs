//! S9: a flag set under `t < 32` is the same in every lane of a warp (its
//! collective is accepted: accept/warp_uniform_conditions.rs); one set under
//! `t < 48` is not (warp 1 splits), so its collective is refused.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flag_set_by_half_warp(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut go = false;
        if t < 48 {
            go = true;
        }
        if go {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `{{go|\(t < 48\)}}` decides so
