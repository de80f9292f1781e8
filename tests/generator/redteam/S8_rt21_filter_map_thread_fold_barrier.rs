//! S8 misuse (red team 21): `filter_map(|v| (*v > tv).then_some(*v))` with a per-thread `tv`, then a barrier in the `fold` closure.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_filter_map_thread_fold_barrier(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let tv = t as f32;
        let s = x.iter().filter_map(|v| (*v > tv).then_some(*v)).fold(0.0, |a, v| {
            sync_threads();
            a + v
        });
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
