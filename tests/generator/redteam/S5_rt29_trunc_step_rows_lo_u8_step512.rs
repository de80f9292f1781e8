//! S5 misuse (red team 29): `lo = thread_idx_x() as u8` stepping by 512 (a 512-thread block is within the obligation): threads 0 and 256 take the same columns. Docs: RG0201 (lo through copies and zero extensions only).
#![no_std]
#![allow(unused)]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt29_trunc_step_rows_lo_u8_step512(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = (thread_idx_x() as u8) as usize; for c in (t..cols).step_by(512) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
