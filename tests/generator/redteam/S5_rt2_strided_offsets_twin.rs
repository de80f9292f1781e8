//! Twin: `y[4i + k]` for the four offsets 0..3 (a thread's own 4-element
//! group, the documented `X * k + c` rule). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn strided_offsets_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && 4 * i + 3 < y.len() {
            y[4 * i] = x[i];
            y[4 * i + 1] = x[i] + 1.0;
            y[4 * i + 2] = x[i] + 2.0;
            y[4 * i + 3] = x[i] + 3.0;
        }
    }
}
// CHECK: kernel @strided_offsets_twin(
