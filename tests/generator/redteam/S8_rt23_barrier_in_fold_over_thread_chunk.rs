//! S8 misuse (red team 23): `x.chunks(4).nth(i).map_or(0.0, |c| c.iter().fold(0.0, |a, v| { sync_threads(); a + v }))`: the chunk exists and is full only for some threads. Docs (analyses.md, closures in core consumers): RG0210.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_fold_over_thread_chunk(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.chunks(4).nth(i).map_or(0.0, |c| c.iter().fold(0.0f32, |a, v| {
            sync_threads();
            a + v
        }));
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
