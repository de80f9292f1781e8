//! S5 misuse (red team 29): the walk ends at `cols.max(m)`: past the row when m > cols. Docs: RG0201 (n a parameter never reassigned).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_end_max_other(x: &[f32], y: &mut [f32], cols: usize, m: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols.max(m)).step_by(128) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
