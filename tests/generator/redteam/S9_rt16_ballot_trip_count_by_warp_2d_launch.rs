//! S9 run case: the launch obligation of a collective in a loop whose trip
//! count is set under a warp-uniform condition (`n = 1` under `t < 32`):
//! warp 0 ballots once (32 each), warp 1 adds 1: 1056 per block of 64. 48 x
//! 2, 32 x 2 and 16 x 2 blocks must be refused with InvalidLaunchConfig.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_trip_count_by_warp_2d_launch(total: &[Atomic<u32>]) {
        let t = thread_idx_x();
        let mut n = 0u32;
        if t < 32 {
            n = 1;
        }
        let mut v = 1u32;
        for _ in 0..n {
            v = warp::ballot(true).count_ones();
        }
        if !total.is_empty() {
            total[0].fetch_add(v, Relaxed);
        }
    }
}
