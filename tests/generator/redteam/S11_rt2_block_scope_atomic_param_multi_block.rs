//! S11: a kernel parameter `&Atomic<u32, Block>` (a block-scope atomic, the
//! scope the bindings give `shared_atomics`) on global memory that every block
//! of the launch updates. Block scope makes the `fetch_add`s atomic only among
//! one block's threads (CUDA's `atomicAdd_block`); two blocks' updates of the
//! same word are not morally strong, a data race in the PTX memory model. The
//! docs say atomics carry a scope (S11): something must refuse a multi-block
//! launch of it — rsgpu-gen (a parameter type or safety code), the launch, or
//! the emulator. A single-block launch is fine (the twin).
//! S11_rt2_block_scope_atomic_param_multi_block.main.cpp runs it.
#![no_std]
use rsgpu::*;
use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn block_scope_atomic_param_multi_block(x: &[u32], total: &Atomic<u32, Block>) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            total.fetch_add(x[i], Relaxed);
        }
    }
}
// A rejection passes only with a parameter-type or safety code:
// REJECT-OK: error\[RG0(106|2[0-9][0-9])\]
