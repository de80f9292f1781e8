//! S8 twin (red team 23): `(0..n).step_by(4).fold(..)` with a barrier in the closure. Docs: translates (the count is uniform).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_step_by_uniform_fold_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = (0..n).step_by(4).fold(0.0f32, |a, k| {
            sync_threads();
            a + k as f32
        });
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt23_barrier_in_step_by_uniform_fold_twin(
