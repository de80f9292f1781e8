//! S5 misuse (red team 29): the width a local `w = cols` raised by one in odd blocks before the walk. Docs: RG0201 (n a parameter never reassigned).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_width_in_local_reassigned(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        let mut w = cols; if block_idx_x() % 2 == 1 { w += 1; }
        for c in (t..w).step_by(128) { y[row * w + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
