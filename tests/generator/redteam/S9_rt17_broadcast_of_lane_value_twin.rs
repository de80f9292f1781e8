//! Twin: a broadcast of a per-lane value (`shfl(v + lane_id(), 0)`) is one value
//! per warp; a flag from it and from a vote guards the shuffles.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn broadcast_of_lane_value_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let m = warp::shfl(v + lane_id() as f32, 0);
        let go = m > 2.0 || warp::all(v > 0.0);
        if go {
            v += warp::shfl_down(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @broadcast_of_lane_value_twin(
