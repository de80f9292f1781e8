//! S8 misuse (red team 23): `(0..n).step_by(t as usize + 1).fold(..)` with a barrier in the closure: the step, so the count, depends on the thread. Docs (analyses.md, closures in core consumers): RG0210.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_step_by_thread_step_fold(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = (0..n).step_by(t as usize + 1).fold(0.0f32, |a, k| {
            sync_threads();
            a + k as f32
        });
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
