#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// assert_eq! with a message.
    pub fn panic_assert_eq(a: &[f32], b: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        assert_eq!(a.len(), b.len(), "inputs differ in length");
        if i < out.len() {
            out[i] = a[i] - b[i];
        }
    }
}
