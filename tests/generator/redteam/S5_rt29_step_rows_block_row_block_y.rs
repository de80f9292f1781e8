//! S5 misuse (red team 29): `row = block_idx_y()`: blocks (0, r) and (1, r) walk row r with the same columns. Docs: RG0201 (row = block_idx_x()).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_row_block_y(x: &[f32], y: &mut [f32], cols: usize) {
        let t = thread_idx_x() as usize; let row = block_idx_y() as usize;
        for c in (t..cols).step_by(128) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
