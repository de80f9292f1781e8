//! S8 misuse (red team 21): `x.iter().take(t).fold(0.0, |a, v| { sync_threads(); a + v })`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_take_thread_fold_barrier(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = x.iter().take(t as usize).fold(0.0, |a, v| {
            sync_threads();
            a + v
        });
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
