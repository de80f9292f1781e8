//! S9 run case: a kernel whose only conditions around collectives are warp
//! votes and lane-0/lane-3 broadcasts (`ballot(..) != 0`, `any`, `all`,
//! `shfl(n, 0) == 36`). kernels.md: such conditions need "no launch shape
//! beyond whole warps", so 2-D blocks of whole warps (32 x 2, 16 x 4, 48 x 2,
//! where a warp spans two rows) must run and compute 37 per thread like the
//! 1-D launch; a 48 x 1 block (a partial warp) must be refused with
//! InvalidLaunchConfig (whole warps).
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn votes_only_2d_launch(total: &[Atomic<u32>]) {
        let lane = lane_id();
        let mut n = 0u32;
        let b = warp::ballot(lane < 8);
        if b != 0 {
            n = warp::shfl(lane, 3);
        }
        if warp::any(lane == 31) {
            n += warp::ballot(true).count_ones();
        }
        if warp::all(n == 35) {
            n += 1;
            warp::sync_warp();
        }
        let c = warp::shfl(n, 0);
        if c == 36 {
            n += warp::shfl_xor(1u32, 1);
        }
        if !total.is_empty() {
            total[0].fetch_add(n, Relaxed);
        }
    }
}
