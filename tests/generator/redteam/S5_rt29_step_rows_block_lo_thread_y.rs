//! S5 misuse (red team 29): `lo = thread_idx_y()`: threads (0, 0) and (1, 0) of a block take the same columns. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_lo_thread_y(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_y() as usize;
        for c in (t..cols).step_by(128) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
