//! S5 misuse (red team 29): the walk's iterator reassigned inside the loop to `(t + 1..cols).step_by(128)`: thread t's next item is t + 1, thread t + 1's first. Docs: RG0201 (every assignment a move of one step_by call whose start is thread_idx_x()).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_iter_reassigned_in_loop(x: &[f32], y: &mut [f32], cols: usize) {
        let row = block_idx_x() as usize; let t = thread_idx_x() as usize;
        let mut it = (t..cols).step_by(128);
        while let Some(c) = it.next() { y[row * cols + c] = x[0]; it = (t + 1..cols).step_by(128); }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
