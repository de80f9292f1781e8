//! S9 misuse: inside `if t < 32`, lane 3 returns before the shuffle.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn lane_return_in_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 {
            if lane_id() == 3 {
                return;
            }
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
