//! S8 misuse (red team 23): `(t < n).then_some(x[0]).map_or_else(|| {{ sync_threads(); 0.0 }}, |v| v)`: the default closure runs only for threads with t >= n. Docs (analyses.md, closures in core consumers): RG0210.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_map_or_else_thread_bool(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = (t < n).then_some(x[0]).map_or_else(|| {
            sync_threads();
            0.0
        }, |v| v);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
