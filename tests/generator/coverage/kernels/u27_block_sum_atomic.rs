//! Grid reduction: grid-stride partial sums, a shared-memory tree reduction per block, then thread 0
//! adds the block's total to a global u64 with `fetch_add`; also a global max of the inputs.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

const B: usize = 256;

rsgpu::kernel! {
    pub fn u27_block_sum_atomic(x: &[u32], total: &Atomic<u64>, biggest: &Atomic<u32>) {
        let mut part = shared_array::<u64, B>();
        let t = thread_idx_x() as usize;
        let stride = B * grid_dim_x() as usize;
        let mut acc = 0u64;
        let mut best = 0u32;
        for i in (block_idx_x() as usize * B + t..x.len()).step_by(stride) {
            acc += x[i] as u64;
            best = best.max(x[i]);
        }
        part[t] = acc;
        sync_threads();
        let mut s = B / 2;
        while s > 0 {
            if t < s {
                part[t] += part[t + s];
            }
            sync_threads();
            s /= 2;
        }
        if t == 0 {
            total.fetch_add(part[0], Relaxed);
        }
        biggest.fetch_max(best, Relaxed);
    }
}
