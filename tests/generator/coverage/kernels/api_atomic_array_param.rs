#![no_std]
use rsgpu::*;

use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    /// Eight counters passed as a fixed-size array of atomics.
    pub fn api_atomic_array_param(x: &[u32], counters: &[Atomic<u32>; 8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            counters[(x[i] % 8) as usize].fetch_add(1, Relaxed);
        }
    }
}
