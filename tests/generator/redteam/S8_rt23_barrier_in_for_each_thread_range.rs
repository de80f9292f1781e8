//! S8 misuse (red team 23): `(0..t).for_each(|_| sync_threads())`: thread t waits t times. Docs (analyses.md, closures in core consumers): RG0210.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_for_each_thread_range(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let mut s = 0.0f32;
        (0..t).for_each(|_| {
            sync_threads();
        });
        s = x[0];
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
