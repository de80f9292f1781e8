//! S9 run case: a condition loaded from a read-only slice at the warp id,
//! `x[t / 32] > 0`, around a ballot. docs/generator/analyses.md: conditions
//! "through memory" stay RG0211 (sound, conservative): that refusal is
//! accepted as the expectation. Where it is translated, the condition is on
//! `t / 32`, so the launch must be 1-D blocks of whole warps: 1-D blocks of 64
//! with x = [1, 0, ..] compute 32 * 32 + 32 = 1056 per block; 48 x 2 blocks
//! (warp 1 = row 0's t = 32..47, index 1, and row 1's t = 0..15, index 0:
//! the ballot by half a warp) and 32 x 2 blocks must be refused with
//! InvalidLaunchConfig.
// REJECT-OK: error\[RG0211\]
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn load_at_warp_index_2d_launch(x: &[u32], total: &[Atomic<u32>]) {
        let w = (thread_idx_x() / 32) as usize;
        let c = if w < x.len() { x[w] } else { 0 };
        let mut n = 1u32;
        if c > 0 {
            n = warp::ballot(true).count_ones();
        }
        if !total.is_empty() {
            total[0].fetch_add(n, Relaxed);
        }
    }
}
