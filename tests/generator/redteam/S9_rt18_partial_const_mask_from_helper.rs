//! S9 misuse (red team 18): `sync_warp_mask(half())` with `fn half() -> u32 { 0xffff }`: a constant partial mask reached by every lane, through a helper.
#![no_std]
use rsgpu::*;

fn half() -> u32 {
    0xffff
}

rsgpu::kernel! {
    pub fn partial_const_mask_from_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        warp::sync_warp_mask(half());
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0211]:
