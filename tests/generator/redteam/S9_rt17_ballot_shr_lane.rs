//! S9 misuse: a ballot shifted by the lane: `(b >> lane_id()) & 1 == 1` is the lane's own
//! predicate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_shr_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let b = warp::ballot(v > 0.0);
        if (b >> lane_id()) & 1 == 1 {
            v += warp::shfl_down(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_down()` is reached only by the threads for which
