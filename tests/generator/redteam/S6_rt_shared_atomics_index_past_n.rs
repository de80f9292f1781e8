//! S6: a block histogram in shared atomics indexed with `x[i] % 17` — one
//! past the 16 bins for x[i] = 16. Rust's bounds check must survive as a device
//! panic (`index out of bounds: the len is 16 but the index is 16`), never a
//! write past the array. S6_rt_shared_atomics_index_past_n.main.cpp runs it
//! (and its in-range twin) on the emulator.
#![no_std]
use rsgpu::*;

use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn shared_atomics_index_past_n(x: &[u32], y: &mut [u32]) {
        let hist = shared_atomics::<u32, 16>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            hist[(x[i] % 17) as usize].fetch_add(1, Relaxed);
        }
        sync_threads();
        if t < 16 && i < y.len() {
            y[i] = hist[t].load(Relaxed);
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
