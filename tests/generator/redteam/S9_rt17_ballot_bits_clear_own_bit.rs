//! S9 misuse: the loop over a ballot's set bits (uniform) with each lane also clearing its
//! own bit: `b &= !(1 << lane_id())` makes the trip count per lane.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_bits_clear_own_bit(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut b = warp::ballot(v > 0.0);
        b &= !(1u32 << lane_id());
        while b != 0 {
            v += warp::shfl(v, b.trailing_zeros());
            b &= b - 1;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl()` is reached only by the threads for which
