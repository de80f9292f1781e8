//! Twin: `t < WARP_SIZE as usize` (warp 0 whole; the API's own constant, cast
//! to the index type): the plainest spelling of `t < 32`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn const_cast_warp_size_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < WARP_SIZE as usize {
            v += warp::shfl_xor(v, 16);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @const_cast_warp_size_twin(
