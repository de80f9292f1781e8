//! S8 twin (red team 23): `(0..n).for_each(|_| sync_threads())` with a parameter `n`. Docs: translates (the count is uniform).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_for_each_uniform_range_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let mut s = 0.0f32;
        (0..n).for_each(|_| {
            sync_threads();
        });
        s = x[0];
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt23_barrier_in_for_each_uniform_range_twin(
