//! S5 (launch obligation): the documented per-warp result
//! `if lane_id() == 0 { partial[gid / 32] = v }` is one writer per slot only
//! for blocks of whole warps. With 48-thread blocks, lane 0 of block 0's
//! second warp (gid 32) and of block 1's first warp (gid 48) both write
//! partial[1]. The docs make it a launch obligation checked on the host, so
//! the launch must be refused (`InvalidLaunchConfig`).
//! S5_rt2_warp_slot_partial_warp_launch.main.cpp runs it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_partial_warp_launch(x: &[u32], partial: &mut [u32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if gid < x.len() { x[gid] } else { 0 };
        if lane_id() == 0 && gid / 32 < partial.len() {
            partial[gid / 32] = v + 1;
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
