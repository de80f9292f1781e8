//! S8 misuse (red team 23): `(0..n).try_fold(0.0, |a, k| { sync_threads(); if k == t { None } else { Some(a + 1.0) } })` over a uniform range: the closure's result stops thread t's fold early. Docs (analyses.md, closures in core consumers): RG0210.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_try_fold_thread_result(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = (0..n).try_fold(0.0f32, |a, k| {
            sync_threads();
            if k == t { None } else { Some(a + 1.0) }
        }).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
