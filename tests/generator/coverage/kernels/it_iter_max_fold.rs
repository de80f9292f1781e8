//! Row maximum: fold with f32::max from negative infinity.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_iter_max_fold(m: &[f32], width: usize, out: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            out[r] = m[r * width..(r + 1) * width].iter().copied().fold(f32::NEG_INFINITY, f32::max);
        }
    }
}
