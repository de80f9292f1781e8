//! S9 run case: the launch obligation of a collective under a flag set under
//! `t < 32 * k` (k a kernel parameter, 1 here): warp 0 ballots (32 each),
//! warp 1 adds 1: 1056 per block of 64. 48 x 2 (warp 1 half in, half out),
//! 32 x 2 and 16 x 2 blocks must be refused with InvalidLaunchConfig.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_flag_param_warps_2d_launch(total: &[Atomic<u32>], k: usize) {
        let t = thread_idx_x() as usize;
        let mut go = false;
        if t < 32 * k {
            go = true;
        }
        let mut v = 1u32;
        if go {
            v = warp::ballot(true).count_ones();
        }
        if !total.is_empty() {
            total[0].fetch_add(v, Relaxed);
        }
    }
}
