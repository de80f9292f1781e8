//! S9: a constant partial mask read from a `const` table,
//! `sync_warp_mask(MASKS[0])` with `MASKS[0] = 0x0000_ffff`, reached by every
//! lane. kernels.md / analyses.md: a constant mask must be the full mask
//! (RG0211). O3 folds the constant and says RG0211; O0 reads the table at run
//! time and translates, so the driver checks the emulator's run-time report
//! (docs/emulator.md: a mask that "does not contain the caller", lanes
//! 16..31): SyncError or DevicePanic, never a silent run.
// REJECT-OK: error\[RG0211\]
#![no_std]
use rsgpu::*;

const MASKS: [u32; 2] = [0x0000_ffff, 0xffff_ffff];

rsgpu::kernel! {
    pub fn sync_warp_mask_const_array_half(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = lane_id();
        }
        warp::sync_warp_mask(MASKS[0]);
        if i < y.len() {
            y[i] += 1;
        }
    }
}
