//! Radix sort's first pass: each block counts the 4-bit digit `(key >> shift) & 15` of its keys in shared
//! atomics, then threads 0..16 add the block's counts to the block's row of the global histogram.
#![no_std]
use core::sync::atomic::Ordering;
use rsgpu::*;

const RADIX: usize = 16;

rsgpu::kernel! {
    pub fn u29_radix_digit_hist(keys: &[u32], shift: u32, hist: &[Atomic<u32>]) {
        let counts = shared_atomics::<u32, RADIX>();
        let t = thread_idx_x() as usize;
        let b = block_idx_x() as usize;
        let g = b * block_dim_x() as usize + t;
        if let Some(&k) = keys.get(g) {
            let digit = ((k >> shift) & (RADIX as u32 - 1)) as usize;
            counts[digit].fetch_add(1, Ordering::Relaxed);
        }
        sync_threads();
        if t < RADIX {
            let c = counts[t].load(Ordering::Relaxed);
            hist[b * RADIX + t].fetch_add(c, Ordering::Relaxed);
        }
    }
}
