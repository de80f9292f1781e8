//! S9 misuse (red team 29): `thread_idx_x() < block_dim_x() * 3 / 4`: 64-thread blocks give 48 around `shfl_xor`. Docs (ThreadWarps): RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;
rsgpu::kernel! {
    pub fn rt29_warp_cond_tid_below_three_quarters_block_dim(y: &mut [f32], rows: u32) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = 0u32;
        if thread_idx_x() < block_dim_x() * 3 / 4 { v = shfl_xor(gid as u32, 1); }
        if gid < y.len() { y[gid] = v as f32; }
    }
}
// CHECK: error[RG0211]:{{.*}}shfl_xor
