//! S8 misuse (red team 23): `x.get(i).and_then(|v| { sync_threads(); Some(*v) })`. Docs (analyses.md, closures in core consumers): RG0210.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_and_then_thread_option(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.get(i).and_then(|v| {
            sync_threads();
            Some(*v)
        }).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
