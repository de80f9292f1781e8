//! S9 misuse: a ballot taken by lanes 0..15 only (`if lane_id() < 16 { b = ballot(..) }`), its
//! result used later as a "vote" condition: the ballot itself is reached by half a warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_under_lane_result_later(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut b = 0u32;
        if lane_id() < 16 {
            b = warp::ballot(v > 0.0);
        }
        if b != 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `ballot()` is reached only by the threads for which
