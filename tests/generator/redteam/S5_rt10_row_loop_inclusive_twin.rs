//! Twin: the row loop written with an inclusive range, `for j in 0..=W - 1 { y[row * W + j] = .. }` (W = 8: items 0..=7, the thread's own row). Must translate.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_inclusive_twin(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            for j in 0..=W - 1 {
                y[row * W + j] = (row * W + j) as f32;
            }
        }
    }
}
// CHECK: kernel @row_loop_inclusive_twin(
