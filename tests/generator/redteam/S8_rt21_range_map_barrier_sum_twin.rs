//! S8 twin (red team 21): `(0..n).map(|k| { sync_threads(); k }).sum()` with `n` a kernel parameter.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_range_map_barrier_sum_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let c: u32 = (0..n).map(|k| {
            sync_threads();
            k & 7
        }).sum();
        let s = c as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_range_map_barrier_sum_twin(
