//! C = A * B for n x n row-major matrices, one output per thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn matmul_naive(a: &[f32], b: &[f32], c: &mut [f32], n: usize) {
        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let col = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if row < n && col < n {
            let mut acc = 0.0f32;
            for k in 0..n {
                acc += a[row * n + k] * b[k * n + col];
            }
            c[row * n + col] = acc;
        }
    }
}
