//! Twin: `any(p).then(|| shfl_xor(v, 1))`: the closure runs in whole warps
//! (every lane holds the same vote).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_then_closure_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if let Some(w) = warp::any(v > 0.0).then(|| warp::shfl_xor(v, 1)) {
            v += w;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @vote_then_closure_twin(
