//! S9 (launch obligation, red team 29): `if gid / 32 < rows { shfl_xor }` with 16 x 2 blocks: a warp holds thread_idx_x 0..15 of y = 0 and y = 1, whose gids 0..15 are (block_idx_x * 16 + x) ... the warp pattern needs 1-D blocks. Docs: refused at launch.
//! S9_rt29_warp_rows_2d_block_launch.main.cpp runs it.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_2d_launch(y: &mut [u32], rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if gid / 32 < rows { let v = shfl_xor(gid as u32, 1); if gid < y.len() { y[gid] = v + 1; } }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
