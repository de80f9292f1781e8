//! S6: an `&[Atomic<u32>; 8]` parameter indexed with `x[i] % 9` — one past
//! the array for x[i] = 8: a device panic with Rust's message. And the host
//! side: a buffer shorter than the array's 8 elements must be refused at
//! launch (docs/device/views.md: `AtomicArray`, Rust `&[AtomicU32; N]`).
//! S6_rt_atomic_array_param_index_past_n.main.cpp runs both and the twin.
#![no_std]
use rsgpu::*;

use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn atomic_array_param_index_past_n(x: &[u32], counters: &[Atomic<u32>; 8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            counters[(x[i] % 9) as usize].fetch_add(1, Relaxed);
        }
    }
}
// REJECT-OK: error\[RG02[0-9][0-9]\]
