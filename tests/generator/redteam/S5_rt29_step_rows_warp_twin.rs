//! S5 twin (red team 29): a warp per row, `row = gid / 32`, `lane = gid % 32`, `(lane..cols).step_by(32)`. Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_twin(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid / 32; let lane = gid % 32;
        for c in (lane..cols).step_by(32) { y[row * cols + c] = x[0] + c as f32; }
    }
}
// CHECK: kernel @rt29_step_rows_warp_twin(
