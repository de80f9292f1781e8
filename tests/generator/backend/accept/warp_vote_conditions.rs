//! Accepted (S9): warp collectives under conditions every lane of a warp
//! decides alike because they are warp collectives' own results: a ballot
//! (`if b != 0`), `any`, `all`, and a broadcast from lane 0 (`shfl(v, 0)`).
//! No launch shape beyond whole warps is needed (a vote is per warp in any
//! block shape): launch test S9_launch_vote_conditions_run_in_2d_blocks.
#![no_std]
use rsgpu::atomic::Ordering;
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_vote_conditions(input: &[f32], total: &Atomic<f32>) {
        let mut v = if input.is_empty() { 0.0 } else { input[0] };
        let b = warp::ballot(lane_id() < 16);
        if b != 0 {
            v += warp::shfl_xor(v, 1);
        }
        if warp::any(v > 100.0) {
            v = warp::shfl(v, 3);
        }
        if warp::all(v > 0.0) {
            warp::sync_warp();
        }
        let first = warp::shfl(v, 0);
        if first > 0.0 {
            v += warp::shfl_down(v, 1) * 0.0;
        }
        if lane_id() == 0 {
            total.fetch_add(v, Ordering::Relaxed);
        }
    }
}
// CHECK: kernel @warp_vote_conditions(
