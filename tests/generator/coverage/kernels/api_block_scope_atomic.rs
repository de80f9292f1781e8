#![no_std]
use rsgpu::*;

use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    /// A block-scope atomic counter in shared memory counts the block's
    /// positive inputs; thread 0 stores the count.
    pub fn api_block_scope_atomic(x: &[i32], counts: &mut [u32]) {
        let next = shared_atomics::<u32, 1>();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && x[i] > 0 {
            next[0].fetch_add(1, Relaxed);
        }
        sync_threads();
        if thread_idx_x() == 0 {
            counts[block_idx_x() as usize] = next[0].load(Relaxed);
        }
    }
}
