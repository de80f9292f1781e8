//! S8 misuse (red team 21): `x.iter().map(|v| { sync_threads(); *v }).filter(..).take(t).count()`: `take(t)` stops pulling the map after t items.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_map_barrier_then_thread_filter_count(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let c = x.iter().map(|v| {
            sync_threads();
            *v
        }).filter(|v| *v > 0.0).take(t as usize).count();
        let s = c as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
