//! S8 misuse (red team 21): `x.iter().enumerate().filter(|(j, _)| *j < t)` then a barrier in `fold`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_enumerate_filter_index_fold_barrier(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.iter().enumerate().filter(|(j, _)| *j < t as usize).fold(0.0, |a, (_, v)| {
            sync_threads();
            a + v
        });
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
