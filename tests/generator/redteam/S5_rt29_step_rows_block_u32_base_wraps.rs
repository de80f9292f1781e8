//! S5 misuse (red team 29): the row offset in u32, `(row as u32).wrapping_mul(cols as u32) as usize + c`: wraps onto another block's row. Docs: RG0201 (base 64 bits).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_u32_base_wraps(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(128) { let base = (row as u32).wrapping_mul(cols as u32) as usize; y[base + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
