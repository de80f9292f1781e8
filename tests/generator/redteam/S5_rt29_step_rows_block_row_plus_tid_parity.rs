//! S5 misuse (red team 29): `row = block_idx_x() + (t & 1)`: the row is not block-uniform; block 0's odd threads write block 1's row. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_row_plus_tid_parity(x: &[f32], y: &mut [f32], cols: usize) {
        let t = thread_idx_x() as usize; let row = block_idx_x() as usize + (t & 1);
        for c in (t..cols).step_by(128) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
