//! Stream compaction of the positive values, per warp: `ballot` + `count_ones` of the lower lanes gives each
//! kept value its slot in the warp's 32-slot part of `out` (atomic stores), lane 0 adds the warp's count to
//! one atomic counter; dropped slots keep the 0 they start with.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::warp::ballot;
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_compact_warp(x: &[i32], out: &[Atomic<i32>], count: &Atomic<u32>) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let lane = lane_id();
        let v = x.get(gid).copied().unwrap_or(0);
        let keep = v > 0;
        let votes = ballot(keep);
        let below = votes & ((1u32 << lane) - 1);
        if keep {
            let slot = gid - lane as usize + below.count_ones() as usize;
            out[slot].store(v, Relaxed);
        }
        if lane == 0 {
            count.fetch_add(votes.count_ones(), Relaxed);
        }
    }
}
