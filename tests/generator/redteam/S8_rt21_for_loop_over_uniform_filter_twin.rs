//! S8 twin (red team 21): `for v in x.iter().filter(|v| **v > thr) { sync_threads(); .. }`, `thr` a kernel parameter, `x` read-only: the same items in every thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_for_loop_over_uniform_filter_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let mut s = 0.0;
        for v in x.iter().filter(|v| **v > thr) {
            sync_threads();
            s += *v;
        }
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_for_loop_over_uniform_filter_twin(
