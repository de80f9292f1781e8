//! S9 misuse: a ballot's result carried around a constant loop, overwritten with
//! `lane_id()` after round 0: from round 1 the shuffle under `b != 0` misses lane 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_overwritten_by_lane_in_loop(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut b = warp::ballot(v > 0.0);
        for _ in 0..2 {
            if b != 0 {
                v += warp::shfl_xor(v, 1);
            }
            b = lane_id();
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
