//! S9 misuse: leader election: `b.trailing_zeros() == lane_id()` is the one leader lane of
//! the warp (a classic, per lane).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_leader_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let b = warp::ballot(v > 0.0);
        if b.trailing_zeros() == lane_id() {
            v = warp::shfl(v, 0);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl()` is reached only by the threads for which
