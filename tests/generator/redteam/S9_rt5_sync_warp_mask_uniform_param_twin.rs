//! Twin: a block-uniform run-time mask `!0 >> (s & 31)` (kernel parameter):
//! translates (checked at run time). Must translate.
#![no_std]
use rsgpu::*;


rsgpu::kernel! {
    pub fn sync_warp_mask_uniform_param_twin(y: &mut [f32], s: u32) {
        warp::sync_warp_mask(0xffff_ffffu32 >> (s & 31));
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
}
}
// CHECK: kernel @sync_warp_mask_uniform_param_twin(
