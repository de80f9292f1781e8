//! Twin: `t < 32 * k` (k a parameter) then `t <= 63` inside it: a ballot and
//! an `all` of whole warps.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn param_warps_ballot_twin(x: &[f32], out: &mut [f32], k: usize) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 * k {
            let b = warp::ballot(v > 0.0);
            v += b.count_ones() as f32;
            if t <= 63 {
                v = if warp::all(v > 0.0) { v } else { 0.0 };
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @param_warps_ballot_twin(
