//! S8 twin (red team 23): `x.first().and_then(|v| { sync_threads(); Some(*v) })`: the option of a parameter's first element is uniform. Docs: translates (the count is uniform).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_and_then_first_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.first().and_then(|v| {
            sync_threads();
            Some(*v)
        }).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt23_barrier_in_and_then_first_twin(
