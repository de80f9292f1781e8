//! 256-bin byte histogram with device-scope atomics.
#![no_std]
use rsgpu::atomic::Ordering;
use rsgpu::*;

rsgpu::kernel! {
    pub fn histogram(data: &[u8], bins: &[Atomic<u32>]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < data.len() {
            let b = data[i] as usize;
            bins[b].fetch_add(1, Ordering::Relaxed);
        }
    }
}
