//! S5 misuse: a 1-based row loop, `for j in 1..=W { y[row * W + j] = .. }` (W = 8): the thread writes elements 1..=8 of its row, and element 8 is element 0 of row + 1, written by thread row + 1. Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_inclusive_from_one(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            for j in 1..=W {
                y[row * W + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
