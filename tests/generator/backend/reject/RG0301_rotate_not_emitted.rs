//! The emitter does not handle atomics yet: RG0301, never a guess.
#![no_std]
use rsgpu::atomic::Ordering;
use rsgpu::*;

rsgpu::kernel! {
    pub fn atomics_not_emitted(data: &[u8], bins: &[Atomic<u32>]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < data.len() {
            bins[data[i] as usize].fetch_add(1, Ordering::Relaxed);
        }
    }
}
// CHECK: error[RG0301]: cannot emit a value of type `&[Atomic<u32, device>]` yet
