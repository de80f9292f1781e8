//! S9: `sync_warp_mask(0xffff_fffe)` called by every lane — lane 0 is not in
//! the mask (kernels.md: "the calling lane must be in `mask`"). Expected: a
//! translation (the mask is a run-time value), then the emulator's
//! `SyncError` (docs/emulator.md: a collective whose mask "does not contain
//! the caller") or a `DevicePanic` for lane 0 — never a silent run.
//! S9_rt_sync_warp_mask_excluding_the_caller.main.cpp runs it and the twin
//! (`mask` = 0xffff_ffff).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_excluding_the_caller(y: &mut [u32], mask: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = lane_id();
        }
        warp::sync_warp_mask(mask);
        if i < y.len() {
            y[i] += 1;
        }
    }
}
