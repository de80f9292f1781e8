//! S9: a divergent `sync_warp_mask` whose mask names the lanes that took the
//! other branch: lanes 0..15 wait for lanes 16..31, which never come.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_names_other_branch(out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        if lane_id() < 16 {
            warp::sync_warp_mask(0xffff_0000);
        }
        if t < out.len() {
            out[t] = lane_id();
        }
    }
}
// CHECK: error[RG0211]: warp collective `sync_warp_mask()` is reached only by the threads for which `{{.*}}` decides so
