#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// debug_assert! with format arguments.
    pub fn panic_debug_assert(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            debug_assert!(x[i].is_finite(), "non-finite input {} at {}", x[i], i);
            debug_assert_ne!(x[i], 100.0);
            out[i] = x[i] * 0.5;
        }
    }
}
