//! S9 misuse: an integer flag set to 1 under `t < 32`, bumped in lane 7: `n ==
//! 1` is warp 0 but lane 7, plus lane 7 of every other warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn int_flag_bumped_by_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut n = 0u32;
        if t < 32 {
            n = 1;
        }
        if lane_id() == 7 {
            n += 1;
        }
        if n == 1 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
