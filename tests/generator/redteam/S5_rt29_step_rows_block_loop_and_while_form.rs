//! S5 misuse (red team 29): a step_by(128) walk and a `j += block_dim_x()` walk of one buffer: with blocks of 64 threads, thread 0 steps to 64 (thread 64's column is no one's, but thread 0 takes 64 in one walk, thread 64 in another for 128 threads ... the keys differ: brow:n/S and brow:n). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_loop_and_while_form(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(128) { y[row * cols + c] = x[0]; }
        let mut j = t; while j < cols { y[row * cols + j] += 1.0; j += block_dim_x() as usize; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
