//! S9: the mask chosen per lane, then one `sync_warp_mask(m)` after the join
//! (O0), or a copy with each constant in each arm (rustc's O3): the lanes of
//! a warp would name different masks; refused either way (sound, though the
//! two halves syncing apart would be valid CUDA: kernels.md).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_chosen_per_lane(out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let m = if lane_id() < 16 { 0x0000_ffff } else { 0xffff_0000 };
        warp::sync_warp_mask(m);
        if t < out.len() {
            out[t] = m;
        }
    }
}
// CHECK: error[RG0211]:
