//! S5 misuse (red team 29): the walk inside `for r in 0..2` with `row = block_idx_x() + r`: block 0's second row is block 1's first. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_nested_in_row_loop(x: &[f32], y: &mut [f32], cols: usize) {
        let t = thread_idx_x() as usize;
        for r in 0..2 { let row = block_idx_x() as usize + r; for c in (t..cols).step_by(128) { y[row * cols + c] = x[0]; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
