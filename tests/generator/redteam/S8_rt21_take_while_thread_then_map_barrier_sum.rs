//! S8 misuse (red team 21): `x.iter().take_while(|v| **v < lim)` with a per-thread `lim`, then a barrier in `map` summed.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_take_while_thread_then_map_barrier_sum(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let lim = t as f32 * 0.5;
        let s: f32 = x.iter().take_while(|v| **v < lim).map(|v| {
            sync_threads();
            *v
        }).sum();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
