//! Horner's rule over a coefficient table, highest power first.
#![no_std]
use rsgpu::*;

const COEFFS: [f32; 5] = [1.0, -0.5, 0.25, 0.125, -0.0625];

rsgpu::kernel! {
    pub fn it_rev(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let mut acc = 0.0f32;
            for k in (0..COEFFS.len()).rev() {
                acc = acc * x[i] + COEFFS[k];
            }
            y[i] = acc;
        }
    }
}
