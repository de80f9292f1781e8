//! Twin: the same loop with `break` where `i >= y.len()` (the docs' `else { break }` shape): every step is taken after the bounds check of `y[i]`. Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_break_past_len_twin(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i >= y.len() {
                break;
            }
            y[i] += 1;
            i += stride;
        }
    }
}
// CHECK: kernel @gs_break_past_len_twin(
