//! S9: a mask computed per lane (`1 << lane | 1`): lane 0 waits for lanes
//! that each name another set; `__syncwarp` needs one mask in every lane.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_per_lane_mask(out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        warp::sync_warp_mask((1u32 << lane_id()) | 1);
        if t < out.len() {
            out[t] = lane_id();
        }
    }
}
// CHECK: error[RG0211]: the mask of `sync_warp_mask({{.*}})` may differ between the lanes of a warp
