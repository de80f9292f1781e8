//! S8 misuse (red team 21): `(0..4).chain(0..t % 8).fold(..)` with a barrier in the fold closure.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_chain_thread_range_fold_barrier(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let c = (0..4u32).chain(0..t % 8).fold(0u32, |a, k| {
            sync_threads();
            a + k
        });
        let s = c as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
