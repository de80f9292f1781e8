//! Twin: the boundary spelled with the API constant, `t < WARP_SIZE as usize *
//! 2` (64, two whole warps), and `t >= WARP_SIZE as usize` inside it (warp 1).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn named_const_bound_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < WARP_SIZE as usize * 2 {
            v += warp::shfl_xor(v, 16);
            if t >= WARP_SIZE as usize {
                v += warp::shfl_xor(v, 8);
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @named_const_bound_twin(
