//! S5 twin (red team 29): `(t..cols).step_by(128).skip(1).take(2)` (a subset of the items). Docs: only `next` of step_by is described; RG0201 would be a documented limit (sound).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_skip_take_twin(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(128).skip(1).take(2) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: kernel @rt29_step_rows_skip_take_twin(
