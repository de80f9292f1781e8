//! S8 misuse (red team 23): `Option::map` of a unit closure, `x.get(i).map(|_| sync_threads())`. Docs (analyses.md, closures in core consumers): RG0210.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_option_map_unit_thread(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        x.get(i).map(|_| sync_threads());
        let s = x[0];
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
