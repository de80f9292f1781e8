//! Twin: a per-row prefix sum, each thread scanning its own row of W = 8 in place, `for j in 1..W { y[row * W + j] += y[row * W + j - 1]; }`: every index, j and j - 1 for j in 1..8, lies in [row * 8, row * 8 + 8), the thread's own row. Must translate.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_prefix_sum_in_row_twin(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            for j in 1..W {
                y[row * W + j] += y[row * W + j - 1];
            }
        }
    }
}
// CHECK: kernel @row_loop_prefix_sum_in_row_twin(
