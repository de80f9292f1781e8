//! S9 misuse (red team 18): `sync_warp_mask(mask())` with `fn mask() -> u32 { 1 << lane_id() }`: a mask per lane through a helper.
#![no_std]
use rsgpu::*;

fn mask() -> u32 {
    1 << lane_id()
}

rsgpu::kernel! {
    pub fn mask_from_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        warp::sync_warp_mask(mask());
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0211]: the mask of `sync_warp_mask(
