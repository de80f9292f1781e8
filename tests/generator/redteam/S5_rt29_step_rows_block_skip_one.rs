//! S5 misuse (red team 29): `(t..cols).step_by(128).skip(0)` ... no: `(t..cols + 1).step_by(128)` through a local end: the end one past the width via `let e = cols + 1`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_skip_one(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        let e = cols + 1;
        for c in (t..e).step_by(128) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
