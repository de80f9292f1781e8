//! Red team 29: 24 global ids per row (`gid / 24`, `gid % 24`, D not dividing 32) stepping by 24. Docs: `row = gid / D`, `lo = gid % D`, D <= S: rustc's values.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn r29_step_rows_d24(y: &mut [u32], cols: usize, rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = gid / 24; let lane = gid % 24;
        if row < rows { for c in (lane..cols).step_by(24) { y[row * cols + c] = (row as u32) * 100000 + (c as u32) * 10 + (lane as u32 % 10); } }
    }
}
