//! S9 near misses of a vote as a condition (accept/warp_vote_conditions.rs):
//! a vote's result and a lane test together split the warp, and a shuffle
//! from a lane each thread names differently (`shfl(v, lane_id())`) is no
//! broadcast.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_and_lane_condition(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let b = warp::ballot(v > 0.0);
        if b != 0 && lane_id() < 16 {
            v += warp::shfl_xor(v, 1);
        }
        let mine = warp::shfl(v, lane_id());
        if mine > 0.0 {
            v += warp::shfl_xor(v, 2);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which `{{.*}}mine{{.*}}` decides so
