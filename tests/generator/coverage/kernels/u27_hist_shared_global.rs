//! 64-bin byte histogram: per-block counts in shared atomics, then one global fetch_add per bin.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

const BINS: usize = 64;

rsgpu::kernel! {
    pub fn u27_hist_shared_global(data: &[u8], hist: &[Atomic<u32>]) {
        let local = shared_atomics::<u32, BINS>();
        let t = thread_idx_x() as usize;
        let stride = (block_dim_x() * grid_dim_x()) as usize;
        let mut i = block_idx_x() as usize * block_dim_x() as usize + t;
        while i < data.len() {
            let bin = (data[i] >> 2) as usize;
            local[bin].fetch_add(1, Relaxed);
            i += stride;
        }
        sync_threads();
        let mut b = t;
        while b < BINS {
            let c = local[b].load(Relaxed);
            if c != 0 {
                hist[b].fetch_add(c, Relaxed);
            }
            b += block_dim_x() as usize;
        }
    }
}
