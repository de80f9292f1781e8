//! S5 twin (red team 29): the same walk with the row base added on the left, `cols * row + c` through a local base. Docs: translates (any add order, base in a local).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_rev_walk_twin(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        let base = cols * row;
        for c in (t..cols).step_by(128) { y[base + c] = x[0] + 1.0; }
    }
}
// CHECK: kernel @rt29_step_rows_block_rev_walk_twin(
