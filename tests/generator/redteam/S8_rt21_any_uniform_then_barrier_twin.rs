//! S8 twin (red team 21): `x.iter().any(|v| *v > thr).then(|| { sync_threads(); 1.0 })` with `thr` a kernel parameter and `x` read-only: the bool is the same in every thread (docs: `bool::then` on a block-uniform bool).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_any_uniform_then_barrier_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.iter().any(|v| *v > thr).then(|| {
            sync_threads();
            1.0
        }).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_any_uniform_then_barrier_twin(
