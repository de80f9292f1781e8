//! Twin: the row loop as a `while`, `let mut j = 0; while j < W { y[row * W + j] = ..; j += 1; }` (W = 8). Must translate.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_while_twin(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            let mut j = 0usize;
            while j < W {
                y[row * W + j] = j as f32;
                j += 1;
            }
        }
    }
}
// CHECK: kernel @row_loop_while_twin(
