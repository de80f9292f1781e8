//! S9: the mask chosen per warp, `if thread_idx_x() / 32 == 0 { 0xffff } else
//! { !0 }`: warp 0 syncs with a half mask reached by all its lanes. Expected
//! RG0211.
#![no_std]
use rsgpu::*;


rsgpu::kernel! {
    pub fn sync_warp_mask_per_warp(y: &mut [f32]) {
        let w = thread_idx_x() / 32;
        let m = if w == 0 { 0xffffu32 } else { 0xffff_ffffu32 };
        warp::sync_warp_mask(m);
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
}
}
// CHECK: error[RG0211]:
