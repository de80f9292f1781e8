//! S9 twin (red team 29): `thread_idx_x() <= block_dim_x() - 1` (C + 1 = block_dim_x, a multiple of 32; always true) around `shfl_xor`. Docs (ThreadWarps: `a < B` with B a uniform multiple of 32, `a <= C` with C + 1 one; block_dim_x() counts as one): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;
rsgpu::kernel! {
    pub fn rt29_warp_cond_tid_at_most_block_dim_minus_1_twin(y: &mut [f32], rows: u32) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = 0u32;
        if thread_idx_x() <= block_dim_x() - 1 { v = shfl_xor(gid as u32, 1); }
        if gid < y.len() { y[gid] = v as f32; }
    }
}
// CHECK: kernel @rt29_warp_cond_tid_at_most_block_dim_minus_1_twin(
