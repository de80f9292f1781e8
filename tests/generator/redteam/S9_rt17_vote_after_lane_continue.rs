//! S9 misuse: a constant loop whose round k lane k skips (`continue`) before a ballot.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_after_lane_continue(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut b = 0u32;
        for k in 0..4u32 {
            if lane_id() == k {
                continue;
            }
            b |= warp::ballot(v > k as f32);
        }
        v += b as f32;
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `ballot()` is reached only by the threads for which
