//! S5 twin (red team 29): `cols: u32` widened at the range and the base (`cols as usize`). Docs: translates (n read through zero extensions).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_u32_cols_twin(x: &[f32], y: &mut [f32], cols: u32) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        let n = cols as usize;
        for c in (t..n).step_by(64) { y[row * n + c] = x[0]; }
    }
}
// CHECK: kernel @rt29_step_rows_block_u32_cols_twin(
