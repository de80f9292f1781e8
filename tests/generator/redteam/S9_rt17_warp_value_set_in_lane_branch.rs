//! S9 misuse: a value computed from `t / 32` inside a lane branch and read after it:
//! `w = t / 32 + 1` in lanes 0..15, 0 elsewhere; `w == 1` is half of warp 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_value_set_in_lane_branch(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut w = 0usize;
        if lane_id() < 16 {
            w = t / 32 + 1;
        }
        if w == 1 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
