//! S9 twin (red team 29): `gid < block_dim_x()` (block_dim_x a multiple of 32 under the whole-warps obligation): splits no warp around `shfl_xor`. Docs (ThreadWarps: `a < B` with B a uniform multiple of 32, `a <= C` with C + 1 one; block_dim_x() counts as one): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;
rsgpu::kernel! {
    pub fn rt29_warp_cond_gid_below_block_dim_twin(y: &mut [f32], rows: u32) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = 0u32;
        if gid < block_dim_x() as usize { v = shfl_xor(gid as u32, 1); }
        if gid < y.len() { y[gid] = v as f32; }
    }
}
// CHECK: kernel @rt29_warp_cond_gid_below_block_dim_twin(
