//! S9: `let sw = |m| sync_warp_mask(m); sw(0xffff)` reached by every lane:
//! a constant half mask through a closure. Expected RG0211.
#![no_std]
use rsgpu::*;


rsgpu::kernel! {
    pub fn sync_warp_mask_half_through_closure(y: &mut [f32]) {
        let sw = |m: u32| warp::sync_warp_mask(m);
        sw(0xffff);
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
}
}
// CHECK: error[RG0211]:
