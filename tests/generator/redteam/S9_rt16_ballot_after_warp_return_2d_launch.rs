//! S9 run case: the launch obligation of a collective reached after an early
//! return of whole warps (`if t >= 32 { return; }`, warps 1.. leave): in a
//! 1-D block warp 0 whole ballots (32 lanes add 32 each), warp 1 adds 1 before
//! it returns: 1056 per block of 64. In a 48 x 2 block, warp 1 is row 0's
//! threads 32..47 (they return) and row 1's 0..15 (they ballot): half a warp.
//! Expected: the same obligation as `if t < 32 { ballot }`, 48 x 2, 32 x 2 and
//! 16 x 2 refused with InvalidLaunchConfig.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_after_warp_return_2d_launch(total: &[Atomic<u32>]) {
        let t = thread_idx_x();
        if t >= 32 {
            if !total.is_empty() {
                total[0].fetch_add(1, Relaxed);
            }
            return;
        }
        let v = warp::ballot(true).count_ones();
        if !total.is_empty() {
            total[0].fetch_add(v, Relaxed);
        }
    }
}
