//! 1-D three-point stencil with clamped borders.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn stencil(input: &[f32], output: &mut [f32], w0: f32, w1: f32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = input.len();
        if i < n && i < output.len() {
            let left = if i > 0 { input[i - 1] } else { input[i] };
            let right = if i + 1 < n { input[i + 1] } else { input[i] };
            output[i] = w0 * input[i] + w1 * (left + right);
        }
    }
}
