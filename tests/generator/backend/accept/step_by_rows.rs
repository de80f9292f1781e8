//! Accepted (branch row28): rows walked by `step_by` (session 27's
//! u27_softmax_row, u27_layernorm_row, u27_warp_row_softmax). A block per
//! row: `for c in (t..n).step_by(S) { y[block * n + c] = .. }`, c = t + k *
//! S below n, so block b writes only `[b * n, b * n + n)` and its threads
//! take distinct columns mod S (launch obligation: blocks of at most S
//! threads). D global ids per row: `row = gid / D`, `lane = gid % D` (or
//! `>> k`, `& (D - 1)`), `for c in (lane..n).step_by(S)` with D <= S:
//! (row, lane) is the global id. Obligations: a 1-D launch with grid_dim_x
//! * block_dim_x * n below 2^64. Near misses: reject/RG0201_step_rows_*.
#![no_std]
use rsgpu::*;

const B: usize = 128;

rsgpu::kernel! {
    pub fn step_rows_block(x: &[f32], y: &mut [f32], cols: usize) {
        let t = thread_idx_x() as usize;
        let row = block_idx_x() as usize;
        let base = row * cols;
        for c in (t..cols).step_by(B) {
            y[base + c] = 2.0 * x[base + c];
        }
    }
}

rsgpu::kernel! {
    pub fn step_rows_block_inline(y: &mut [f32], cols: usize) {
        let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(64) {
            y[block_idx_x() as usize * cols + c] += 1.0;
        }
    }
}

rsgpu::kernel! {
    pub fn step_rows_warp(y: &mut [f32], rows: usize, cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = gid / 32;
        let lane = gid % 32;
        if row < rows {
            for c in (lane..cols).step_by(32) {
                y[row * cols + c] = c as f32;
            }
        }
    }
}

rsgpu::kernel! {
    pub fn step_rows_half_warp_shift(y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = gid >> 4;
        let lane = gid & 15;
        for c in (lane..cols).step_by(32) {
            y[row * cols + c] = 1.0;
        }
    }
}
// CHECK: kernel @step_rows_block(
// CHECK: kernel @step_rows_block_inline(
// CHECK: kernel @step_rows_warp(
// CHECK: kernel @step_rows_half_warp_shift(
