//! S8 misuse (red team 21): `x.iter().filter(|v| **v > tv)` with `tv` the thread's value, then `.map(|v| { sync_threads(); *v }).sum()`: the map closure runs once per item that passes the thread's filter.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_filter_thread_then_map_barrier_sum(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let tv = t as f32;
        let s: f32 = x.iter().filter(|v| **v > tv).map(|v| {
            sync_threads();
            *v
        }).sum();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
