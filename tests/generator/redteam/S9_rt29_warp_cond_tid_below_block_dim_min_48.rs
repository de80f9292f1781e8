//! S9 misuse (red team 29): `thread_idx_x() < block_dim_x().min(48)`: with 64-thread blocks warp 1 split around `shfl_xor`. Docs (ThreadWarps): RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;
rsgpu::kernel! {
    pub fn rt29_warp_cond_tid_below_block_dim_min_48(y: &mut [f32], rows: u32) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = 0u32;
        if thread_idx_x() < block_dim_x().min(48) { v = shfl_xor(gid as u32, 1); }
        if gid < y.len() { y[gid] = v as f32; }
    }
}
// CHECK: error[RG0211]:{{.*}}shfl_xor
