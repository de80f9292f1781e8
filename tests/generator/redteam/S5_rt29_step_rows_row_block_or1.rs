//! S5 misuse (red team 29): `row = block_idx_x() | 1`: blocks 0 and 1 walk row 1. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt29_step_rows_row_block_or1(x: &[f32], y: &mut [f32], cols: usize) {
        let row = (block_idx_x() | 1) as usize; let t = thread_idx_x() as usize; for c in (t..cols).step_by(128) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
