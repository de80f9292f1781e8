//! S5 (launch obligation, red team 29): a warp per row (`row = gid / 32`, `lane = gid % 32`, `step_by(32)`) with gid = block_idx_x() * block_dim_x() + thread_idx_x(): in a 32 x 2 block threads (0, 0) and (0, 1) have one gid. Docs: gid is exact only in 1-D launches: a 2-D block must be refused at launch.
//! S5_rt29_step_rows_warp_2d_launch.main.cpp runs it.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_2d_launch(y: &mut [u32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid / 32; let lane = gid % 32;
        for c in (lane..cols).step_by(32) { if row * cols + c < y.len() { y[row * cols + c] = (row * 1000 + c) as u32; } }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
