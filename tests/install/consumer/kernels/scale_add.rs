//! y = a * x + y, one element per thread (the consumer's own Rust kernel).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn scale_add(a: f32, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = a * x[i] + y[i];
        }
    }
}
