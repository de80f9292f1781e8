//! Red team 29: a warp per row (`row = gid / 32`, `lane = gid % 32`, `(lane..cols).step_by(32)`) and eight lanes per row (`gid >> 3`, `gid & 7`, step 8) in another buffer. Docs: rustc's values.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn r29_step_rows_warp(x: &[u32], y: &mut [u32], z: &mut [u32], cols: usize, rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = gid / 32; let lane = gid % 32;
        if row < rows { for c in (lane..cols).step_by(32) { y[row * cols + c] = x[row * cols + c] + lane as u32; } }
        let r8 = gid >> 3; let l8 = gid & 7;
        if r8 < rows { for c in (l8..cols).step_by(8) { z[r8 * cols + c] = (c as u32) * 7 + l8 as u32; } }
    }
}
