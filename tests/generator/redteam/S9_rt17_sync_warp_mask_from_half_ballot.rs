//! S9: a `sync_warp_mask` whose mask is a warp vote, `ballot(lane_id() < 16)`
//! = 0x0000_ffff in every lane (the same in every lane, but not a constant or
//! a kernel parameter), reached by all 32 lanes: lanes 16..31 are not in it.
//! kernels.md: the mask "must name every lane" (a constant partial mask
//! reached by every lane is RG0211). Accepted as the expectation: RG0211;
//! where it is translated (a run-time mask), the emulator must report it
//! (SyncError "... does not contain its own lane", or a DevicePanic of a lane
//! 16..31), never a silent run.
// REJECT-OK: error\[RG0211\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_from_half_ballot(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = lane_id();
        }
        let m = warp::ballot(lane_id() < 16);
        warp::sync_warp_mask(m);
        if i < y.len() {
            y[i] += 1;
        }
    }
}
