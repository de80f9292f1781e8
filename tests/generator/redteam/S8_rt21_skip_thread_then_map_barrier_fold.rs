//! S8 misuse (red team 21): `x.iter().skip(t)` then a barrier in `map`, consumed by `fold`: thread t runs it len - t times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_skip_thread_then_map_barrier_fold(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.iter().skip(t as usize).map(|v| {
            sync_threads();
            *v
        }).fold(0.0, |a, v| a + v);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
