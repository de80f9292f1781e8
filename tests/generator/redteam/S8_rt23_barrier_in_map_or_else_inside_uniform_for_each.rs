//! S8 misuse (red team 23): `(0..n).for_each(|k| { x.get(k as usize + i).map_or_else(|| (), |_| sync_threads()) })`: the outer loop is uniform, the inner option per thread. Docs (analyses.md, closures in core consumers): RG0210.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_map_or_else_inside_uniform_for_each(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        (0..n).for_each(|k| {
            x.get(k as usize + i).map_or_else(|| (), |_| sync_threads());
        });
        let s = x[0];
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
