//! S9 misuse: a vote's flag combined with the lane parity by `^` (no branch):
//! `any(p) ^ (lane_id() & 1 == 1)` differs between odd and even lanes.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_xor_lane_parity(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let go = warp::any(v > 0.0) ^ (lane_id() & 1 == 1);
        if go {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
