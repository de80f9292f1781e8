//! S9 twin (red team 23): `(0..32).step_by(8).fold(v, |a, _| shfl_xor(a, 1))`. Docs: translates (the count is uniform).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_shfl_in_step_by_uniform_fold_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = (0..32u32).step_by(8).fold(x[0], |a, _| warp::shfl_xor(a, 1));
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt23_shfl_in_step_by_uniform_fold_twin(
