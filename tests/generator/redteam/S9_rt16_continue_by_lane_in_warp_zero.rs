//! S9 misuse: inside `if t < 32`, a loop over constant strides where lane s
//! skips (`continue`) round s.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn continue_by_lane_in_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 {
            for s in [16u32, 8, 4, 2, 1] {
                if lane_id() == s {
                    continue;
                }
                v += warp::shfl_xor(v, s);
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
