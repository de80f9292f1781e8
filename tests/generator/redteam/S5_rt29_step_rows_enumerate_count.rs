//! S5 misuse (red team 29): `for (k, c) in (t..cols).step_by(128).enumerate() { y[row * cols + k] }`: the count k, not the item: every thread writes column 0. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_enumerate_count(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for (k, c) in (t..cols).step_by(128).enumerate() { if k < cols { y[row * cols + k] = x[0]; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
