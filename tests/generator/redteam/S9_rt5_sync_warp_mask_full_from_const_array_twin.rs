//! Twin: `sync_warp_mask(MASKS[1])`, the full mask from a const table. Must
//! translate.
#![no_std]
use rsgpu::*;

const MASKS: [u32; 2] = [0x0000_ffff, 0xffff_ffff];

rsgpu::kernel! {
    pub fn sync_warp_mask_full_from_const_array_twin(y: &mut [f32]) {
        warp::sync_warp_mask(MASKS[1]);
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
    }
}
// CHECK: kernel @sync_warp_mask_full_from_const_array_twin(
