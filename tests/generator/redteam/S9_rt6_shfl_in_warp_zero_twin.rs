//! Twin (correct): the classic second stage of a block reduction, a shuffle
//! reduction only in warp 0 (`if t < 32`): the condition is uniform per warp.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S9_rt6_shfl_in_warp_zero_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        if t < 32 {
            v += warp::shfl_xor(v, 16);
            v += warp::shfl_xor(v, 8);
        }
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: kernel @S9_rt6_shfl_in_warp_zero_twin(
