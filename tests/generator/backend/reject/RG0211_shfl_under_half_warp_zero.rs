//! S9 near miss of `if t < 32 { shfl }` (accepted, warp 0 whole): `t < 16`
//! splits warp 0, and `t <= 32` adds lane 0 of warp 1 alone.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_under_half_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 16 {
            v += warp::shfl_xor(v, 1);
        }
        if t <= 32 {
            v += warp::shfl_xor(v, 2);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `(t < 16)` decides so
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `(t <= 32)` decides so
