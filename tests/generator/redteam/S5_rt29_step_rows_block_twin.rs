//! S5 twin (red team 29): a block per row, `for c in (t..cols).step_by(128) { y[row * cols + c] = .. }`. Docs (analyses.md "Rows walked by step_by"): translates, obligation block_dim_x <= 128.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_twin(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(128) { y[row * cols + c] = x[0] + c as f32; }
    }
}
// CHECK: kernel @rt29_step_rows_block_twin(
