//! S8: `if hist[0].load(Relaxed) > 5 { sync_threads() }` on a block's shared
//! atomics that its threads are incrementing: a thread-dependent condition.
#![no_std]
use rsgpu::*;
use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn shared_atomic_load_branch(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let hist = shared_atomics::<u32, 4>();
        hist[0].fetch_add(1, Relaxed);
        if hist[0].load(Relaxed) > 5 {
            sync_threads();
        }
        if i < x.len() && i < y.len() {
            y[i] = x[i];
        }
    }
}
// CHECK: error[RG0210]:
