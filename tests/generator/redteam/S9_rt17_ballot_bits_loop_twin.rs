//! Twin: the loop over a ballot's set bits (`while b != 0 { shfl(v,
//! b.trailing_zeros()); b &= b - 1 }`): trip count and source lane the same in
//! every lane.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_bits_loop_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut b = warp::ballot(v > 0.0);
        while b != 0 {
            v += warp::shfl(v, b.trailing_zeros());
            b &= b - 1;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @ballot_bits_loop_twin(
