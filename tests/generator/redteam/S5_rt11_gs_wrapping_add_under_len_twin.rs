//! Twin: `while i < y.len() { y[i] += 1; i = i.wrapping_add(stride); }`: the step is a wrapping add but taken where `i < y.len()` holds (i below 2^63, the add cannot wrap). Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_wrapping_add_under_len_twin(y: &mut [u32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < y.len() {
            y[i] += 1;
            i = i.wrapping_add(stride);
        }
    }
}
// CHECK: kernel @gs_wrapping_add_under_len_twin(
