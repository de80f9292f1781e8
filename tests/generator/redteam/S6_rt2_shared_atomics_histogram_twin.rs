//! Twin: a block histogram in `shared_atomics::<u32, 16>()` (bins from any
//! thread, no barrier needed between the atomics), published after a barrier
//! by threads 0..16 of each block into their own global slots. Must translate.
#![no_std]
use rsgpu::*;
use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn shared_atomics_histogram_twin(x: &[u32], out: &mut [u32]) {
        let hist = shared_atomics::<u32, 16>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            hist[(x[i] % 16) as usize].fetch_add(1, Relaxed);
        }
        sync_threads();
        if t < 16 && i < out.len() {
            out[i] = hist[t].load(Relaxed);
        }
    }
}
// CHECK: kernel @shared_atomics_histogram_twin(
