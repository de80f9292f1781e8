//! Twin of reject/RG0201_wrapping_mul_shifted_factor: `g.wrapping_mul(1u64
//! << 32)`: 32 + 32 bits fit 64, the product keeps every thread apart (the
//! shift of two constants folded at opt-level 0, where rustc computes it at
//! run time).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn wrapping_mul_shifted_factor(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let k = g.wrapping_mul(1u64 << 32) as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @wrapping_mul_shifted_factor(
