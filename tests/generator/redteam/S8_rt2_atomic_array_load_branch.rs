//! S8: `if counts[1].load(Relaxed) == 0 { sync_threads() }` on an
//! `&[Atomic<u32>; 4]` parameter that other threads are storing to.
#![no_std]
use rsgpu::*;
use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn atomic_array_load_branch(counts: &[Atomic<u32>; 4], x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        if t == 7 {
            counts[1].store(1, Relaxed);
        }
        if counts[1].load(Relaxed) == 0 {
            sync_threads();
        }
        if i < x.len() && i < y.len() {
            y[i] = x[i];
        }
    }
}
// CHECK: error[RG0210]:
