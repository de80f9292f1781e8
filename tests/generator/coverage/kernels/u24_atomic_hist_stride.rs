//! Global histogram with `fetch_add` in a grid-stride loop, plus `fetch_max`/`fetch_min` of the values.
#![no_std]
use core::sync::atomic::Ordering;
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_atomic_hist_stride(x: &[u32], bins: &[Atomic<u32>], extremes: &[Atomic<u32>]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let start = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let nb = bins.len() as u32;
        for i in (start..x.len()).step_by(stride) {
            let v = x[i];
            bins[(v % nb) as usize].fetch_add(1, Ordering::Relaxed);
            extremes[0].fetch_max(v, Ordering::Relaxed);
            extremes[1].fetch_min(v, Ordering::Relaxed);
        }
    }
}
