//! Twin: a thread writes its own row of W = 8 backwards, `for j in (0..W).rev() { y[row * W + j] = .. }` (the items are 7..0, all below W). Must translate.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_rev_twin(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            let mut acc = 0.0f32;
            for j in (0..W).rev() {
                acc += 1.0;
                y[row * W + j] = acc;
            }
        }
    }
}
// CHECK: kernel @row_loop_rev_twin(
