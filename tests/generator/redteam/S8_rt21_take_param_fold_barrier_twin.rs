//! S8 twin (red team 21): `x.iter().take(n).fold(..)` with a barrier in the fold closure, `n` a kernel parameter.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_take_param_fold_barrier_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.iter().take(n as usize).fold(0.0, |a, v| {
            sync_threads();
            a + v
        });
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_take_param_fold_barrier_twin(
