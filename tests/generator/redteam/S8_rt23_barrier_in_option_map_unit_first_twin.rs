//! S8 twin (red team 23): `x.first().map(|_| sync_threads())`, a unit closure on a uniform option. Docs: translates (the count is uniform).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_barrier_in_option_map_unit_first_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        x.first().map(|_| sync_threads());
        let s = x[0];
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt23_barrier_in_option_map_unit_first_twin(
