#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// A closure capturing kernel parameters.
    pub fn closure_capture(x: &[f32], a: f32, b: f32, out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let affine = |v: f32| a * v + b;
        if i < out.len() {
            out[i] = affine(affine(x[i]));
        }
    }
}
