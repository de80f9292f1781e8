//! S5 misuse (red team 29): `row = block_idx_x() as u8`: blocks 0 and 256 walk row 0. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt29_trunc_step_rows_row_u8(x: &[f32], y: &mut [f32], cols: usize) {
        let row = (block_idx_x() as u8) as usize; let t = thread_idx_x() as usize; for c in (t..cols).step_by(128) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
