//! S5 misuse (red team 29): the item `c` used as `c + 1`: column cols spills into the next row, and thread 0's c + 1 is thread 1's c. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_col_plus_one(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(128) { y[row * cols + c + 1] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
