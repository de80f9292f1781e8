//! Twin: a loop ended by a vote only (`if !any(v > 1.0) { break }`), a shuffle
//! in every round: every lane of a warp runs the same rounds.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn loop_until_vote_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut k = 0u32;
        loop {
            if !warp::any(v > 1.0) || k > 16 {
                break;
            }
            v = v * 0.5 + warp::shfl_xor(v, 1) * 0.0;
            k += 1;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @loop_until_vote_twin(
