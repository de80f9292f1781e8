//! S5 misuse: every other element of the row, `for j in (0..=W).step_by(2) { y[row * W + j] = .. }`: the items are 0, 2, 4, 6, 8, and 8 is the next row's element 0. Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_inclusive_step_by(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            for j in (0..=W).step_by(2) {
                y[row * W + j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
