//! S9 (launch obligation, red team 29): `if gid / 32 < rows { shfl_xor }` is warp-uniform only when block_dim_x is a multiple of 32 (the whole-warps obligation). With 48-thread blocks, block 0's second warp holds gids 32..47 (row 1) and block 1's 48..63 ... the partial warp and block 1's gids 48..63 split: rows = 1 takes half a warp. Docs: refused at launch (`InvalidLaunchConfig`).
//! S9_rt29_warp_rows_block48_launch.main.cpp runs it.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_block48_launch(y: &mut [u32], rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if gid / 32 < rows { let v = shfl_xor(gid as u32, 1); if gid < y.len() { y[gid] = v + 1; } }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
