#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// assert! with a formatted message (not triggered).
    pub fn panic_assert_msg(x: &[u32], n: u32, out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            assert!(x[i] < n, "value {} at {} is not below {}", x[i], i, n);
            out[i] = n - x[i];
        }
    }
}
