//! Twin: warps 2.. return early (`t >= 64`, whole warps); the shuffle after it
//! is reached by every lane of warps 0 and 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn early_return_whole_warps_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t >= 64 {
            return;
        }
        v += warp::shfl_xor(v, 1);
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @early_return_whole_warps_twin(
