//! Twin: both arms of `if t < 32` shuffle, and the else arm nests `t >= 64`
//! (whole warps 2..).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn else_of_warp_zero_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 {
            v += warp::shfl_xor(v, 16);
        } else {
            v += warp::shfl_down(v, 1);
            if t >= 64 {
                v = warp::ballot(v > 0.0) as f32;
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @else_of_warp_zero_twin(
