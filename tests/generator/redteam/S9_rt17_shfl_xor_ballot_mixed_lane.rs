//! S9 misuse: a shuffle of a vote result mixed with the lane first: `shfl_xor(b + lane_id(),
//! 1)` is per lane although `b` is uniform.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_xor_ballot_mixed_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let b = warp::ballot(v > 0.0);
        let m = warp::shfl_xor(b + lane_id(), 1);
        if m > 3 {
            v += warp::shfl_xor(v, 2);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
