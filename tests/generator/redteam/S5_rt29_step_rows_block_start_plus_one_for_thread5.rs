//! S5 misuse (red team 29): the walk starts at `t + 1` for thread 5 only: threads 5 and 6 both take column 6. Docs: RG0201 (lo must be thread_idx_x()).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_start_plus_one_for_thread5(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        let lo = if t == 5 { t + 1 } else { t };
        for c in (lo..cols).step_by(128) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
