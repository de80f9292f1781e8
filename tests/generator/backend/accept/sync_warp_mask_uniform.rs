//! Accepted (S9): `sync_warp_mask` reached by every lane with the full mask
//! (a constant, `u32::MAX`) or a kernel parameter (checked at run time: the
//! emulator reports a mask without the caller, SyncError); each lane then
//! touches only its own shared slot. Emitted as `Warp::sync_lanes`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_uniform(out: &mut [u32], mask: u32) {
        let mut s = shared_array::<u32, 128>();
        let t = thread_idx_x() as usize;
        s[t] = lane_id();
        warp::sync_warp_mask(0xffff_ffff);
        warp::sync_warp_mask(u32::MAX);
        warp::sync_warp_mask(mask);
        if t < out.len() {
            out[t] = s[t] + 1;
        }
    }
}
// CHECK: kernel @sync_warp_mask_uniform(
// CHECK: call rsgpu.warp.sync_warp_mask(
// CHECK: call rsgpu.warp.sync_warp_mask(
// CHECK: call rsgpu.warp.sync_warp_mask(
