//! S8 twin (red team 21): `x.iter().filter(|v| **v > thr)` with `thr` a kernel parameter and `x` read-only (the same items in every thread), then a barrier in `map`, summed: uniform (docs: `map`/`sum` over a block-uniform iterator).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_filter_uniform_then_map_barrier_sum_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s: f32 = x.iter().filter(|v| **v > thr).map(|v| {
            sync_threads();
            *v
        }).sum();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_filter_uniform_then_map_barrier_sum_twin(
