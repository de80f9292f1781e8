//! S5 twin (red team 29): the walk ends at `cols.min(m)` (never past the row). Docs: not listed (n must be the parameter): RG0201 expected as a documented limit; sound.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_end_min_other_twin(x: &[f32], y: &mut [f32], cols: usize, m: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols.min(m)).step_by(128) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: kernel @rt29_step_rows_block_end_min_other_twin(
