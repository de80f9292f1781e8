//! S5 misuse (red team 29): two walks of one buffer, steps 128 and 64: with 64 < block_dim_x <= 128, thread 64's first column (64) is thread 0's second in the step-64 walk. Docs: RG0201 (key brow:n/S differs).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_block_two_loops_128_64(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        for c in (t..cols).step_by(128) { y[row * cols + c] = x[0]; }
        for c in (t..cols).step_by(64) { y[row * cols + c] += 1.0; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
