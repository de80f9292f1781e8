//! S8: a barrier in a loop whose trip count is `ctr.load(Relaxed)` of an
//! `&Atomic<u32>` parameter that the block's own threads increment first:
//! threads read different counts, so they reach the barrier different times.
#![no_std]
use rsgpu::*;
use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn atomic_load_trip_count(ctr: &Atomic<u32>, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        ctr.fetch_add(1, Relaxed);
        let n = ctr.load(Relaxed);
        let mut acc = 0.0f32;
        for _ in 0..n {
            sync_threads();
            acc += 1.0;
        }
        if i < x.len() && i < y.len() {
            y[i] = x[i] + acc;
        }
    }
}
// CHECK: error[RG0210]:
