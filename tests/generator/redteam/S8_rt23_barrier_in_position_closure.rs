//! S8 misuse (red team 23): `x.iter().position(|v| { sync_threads(); *v > thr + t as f32 })`: the closure's per-thread result decides when to stop. Docs (analyses.md, closures in core consumers): RG0210.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_position_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.iter().position(|v| {
            sync_threads();
            *v > thr + t as f32
        }).unwrap_or(0) as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
