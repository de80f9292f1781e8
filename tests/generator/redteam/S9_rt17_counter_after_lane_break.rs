//! S9 misuse: a counter started at the warp id and counted until the lane's round
//! (`break` when `lane_id() == j`): after the loop it is `t / 32 + min(lane, 4)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn counter_after_lane_break(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut r = t / 32;
        for j in 0..4u32 {
            if lane_id() == j {
                break;
            }
            r += 1;
        }
        if r == 4 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
