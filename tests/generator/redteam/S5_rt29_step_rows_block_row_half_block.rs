//! S5 misuse (red team 29): `row = block_idx_x() / 2`: blocks 0 and 1 walk row 0 with the same columns. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_row_half_block(x: &[f32], y: &mut [f32], cols: usize) {
        let t = thread_idx_x() as usize; let row = (block_idx_x() / 2) as usize;
        for c in (t..cols).step_by(128) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
