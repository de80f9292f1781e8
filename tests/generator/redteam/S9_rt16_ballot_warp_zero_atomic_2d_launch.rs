//! S9 run case: the warp-uniform obligation on its own. A kernel that writes
//! only through an atomic (no S5 proof asks for 1-D blocks) and ballots in
//! warp 0 (`if t < 32`, accepted with 1-D blocks of whole warps as launch
//! obligation). 1-D blocks of 64: warp 0's lanes add 32 each, warp 1's 1, so
//! the total is 1056 per block. 48 x 2 blocks (warp 1 is row 0's threads
//! 32..47, out, and row 1's 0..15, in: a ballot by half a warp), 32 x 2
//! blocks and 16 x 2 blocks must each be refused with InvalidLaunchConfig.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_warp_zero_atomic_2d_launch(total: &[Atomic<u32>]) {
        let t = thread_idx_x();
        let mut v = 1u32;
        if t < 32 {
            v = warp::ballot(true).count_ones();
        }
        if !total.is_empty() {
            total[0].fetch_add(v, Relaxed);
        }
    }
}
