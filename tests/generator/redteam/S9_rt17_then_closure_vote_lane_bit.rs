//! S9 misuse: `(b & (1 << lane_id()) != 0).then(|| shfl_xor(..))`: a closure called by the
//! lanes whose ballot bit is set.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn then_closure_vote_lane_bit(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let b = warp::ballot(v > 0.0);
        if let Some(w) = (b & (1u32 << lane_id()) != 0).then(|| warp::shfl_xor(v, 1)) {
            v += w;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
