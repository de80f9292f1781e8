//! S9: `sync_warp()` reached only by the lower half of each warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_lane_guard(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if lane_id() < 16 {
            warp::sync_warp();
        }
        if i < x.len() && i < y.len() {
            y[i] = x[i];
        }
    }
}
// CHECK: error[RG0211]:
