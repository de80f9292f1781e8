//! Twin: the row loop driven by the input row, `for (j, v) in x[row * W..row * W + W].iter().enumerate() { y[row * W + j] = 2.0 * *v; }` (W = 8): j is below W (the enumerated subslice has W items), so each thread writes its own row. Must translate.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_enumerate_input_row_twin(x: &[f32], y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() && (row + 1) * W <= x.len() {
            for (j, v) in x[row * W..row * W + W].iter().enumerate() {
                y[row * W + j] = 2.0 * *v;
            }
        }
    }
}
// CHECK: kernel @row_loop_enumerate_input_row_twin(
