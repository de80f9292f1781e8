//! Twin: the same shuffle in `x.iter().zip(w.iter()).fold(..)` over whole parameters (a block-uniform trip count; docs: `fold` of a uniform iterator is accepted, whole warps obligation). Must translate.
#![no_std]
use rsgpu::*;
use rsgpu::warp::shfl_xor;

rsgpu::kernel! {
    pub fn shfl_in_zip_fold_uniform_twin(x: &[f32], w: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let d = x.iter().zip(w.iter()).fold(0.0f32, |a, (p, q)| a + shfl_xor(*p * *q, 1));
        if i < y.len() {
            y[i] = d;
        }
    }
}
// CHECK: kernel @shfl_in_zip_fold_uniform_twin(
