//! S8 (launch obligation): a 1-D shared array used as a 16-column tile,
//! `s[ty * 16 + tx]` (docs: injective for blocks of at most 16 columns, a
//! launch obligation `fits_tile_columns`). A (32, 8) block makes threads
//! (16, 0) and (0, 1) write slot 16: the launch must be refused
//! (`InvalidLaunchConfig`). S8_rt2_flat_tile_wide_block_launch.main.cpp runs it.
#![no_std]
use rsgpu::*;
use core::sync::atomic::Ordering::Relaxed;

rsgpu::kernel! {
    pub fn flat_tile_wide_block_launch(x: &[f32], total: &Atomic<f32>) {
        let mut s = shared_array::<f32, 512>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let k = ty * 16 + tx;
        if k < x.len() {
            s[k] = x[k];
        }
        sync_threads();
        if tx == 0 && ty == 0 {
            let mut acc = 0.0f32;
            for j in 0..128 {
                acc += s[j];
            }
            total.fetch_add(acc, Relaxed);
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
