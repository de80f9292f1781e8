//! Red team 29: a block per row walked by `(t..cols).step_by(128)` and by `step_by(64)` in another buffer, the row base in a local on the left (`cols * row + c`). Docs (analyses.md "Rows walked by step_by"): rustc's values.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn r29_step_rows_block(x: &[u32], y: &mut [u32], z: &mut [u32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(128) { y[row * cols + c] = x[row * cols + c].wrapping_mul(3) ^ (c as u32); }
        let base = cols * row;
        for c in (t..cols).step_by(64) { z[base + c] = z[base + c] + (t as u32) + 1; }
    }
}
