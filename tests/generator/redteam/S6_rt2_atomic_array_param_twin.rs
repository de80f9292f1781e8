//! Twin: an `&[Atomic<u32>; 8]` parameter indexed with `x[i] % 8` and a
//! device-wide `&Atomic<u32>` total. Must translate.
#![no_std]
use rsgpu::*;
use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn atomic_array_param_twin(x: &[u32], bins: &[Atomic<u32>; 8], total: &Atomic<u32>) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            bins[(x[i] % 8) as usize].fetch_add(1, Relaxed);
            total.fetch_add(x[i], Relaxed);
        }
    }
}
// CHECK: kernel @atomic_array_param_twin(
