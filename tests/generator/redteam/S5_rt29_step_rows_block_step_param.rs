//! S5 misuse (red team 29): `step_by(s)`, s a kernel parameter: s = 1 gives every thread the columns of thread 0's right. Docs: RG0201 (S a constant; not yet).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_step_param(x: &[f32], y: &mut [f32], cols: usize, s: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(s) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
