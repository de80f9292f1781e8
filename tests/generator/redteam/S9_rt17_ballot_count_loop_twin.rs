//! Twin: a loop whose trip count is a vote's result
//! (`for _ in 0..ballot(p).count_ones() { shfl_xor }`): the same in every lane.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_count_loop_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let n = warp::ballot(v > 0.0).count_ones();
        for _ in 0..n {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @ballot_count_loop_twin(
