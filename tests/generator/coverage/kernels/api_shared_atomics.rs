#![no_std]
use rsgpu::*;

use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    /// Block-private histogram in shared memory, merged into the global one.
    pub fn api_shared_atomics(data: &[u8], bins: &[Atomic<u32>]) {
        let local = shared_atomics::<u32, 16>();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < data.len() {
            local[(data[i] % 16) as usize].fetch_add(1, Relaxed);
        }
        sync_threads();
        let t = thread_idx_x() as usize;
        if t < 16 && t < bins.len() {
            bins[t].fetch_add(local[t].load(Relaxed), Relaxed);
        }
    }
}
