//! S9 misuse: a ballot (uniform) tested at the lane's own bit: `b & (1 << lane_id()) != 0`
//! is each lane's own predicate, per lane.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_lane_bit(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let b = warp::ballot(v > 0.0);
        if b & (1u32 << lane_id()) != 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
