//! S9 misuse: the boundary is half a warp, spelled through the API:
//! `t < warp_size() as usize / 2` is `t < 16`, which splits warp 0 (docs:
//! "a boundary inside a warp (`t < 16`)" is RG0211).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn half_warp_from_warp_size_fn(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < warp_size() as usize / 2 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
