//! S5 misuse: the row loop walked backwards over an inclusive range, `for j in (0..=W).rev() { y[row * W + j] = .. }`: the first item is j = W, the next row's element 0. Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_inclusive_rev(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            let mut acc = 0.0f32;
            for j in (0..=W).rev() {
                acc += 1.0;
                y[row * W + j] = acc;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
