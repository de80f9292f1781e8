//! Twin: `while i <= y.len() { if i < y.len() { y[i] += 1 } i += stride }`: the docs accept a test `x <= len` (i at most isize::MAX, the add cannot wrap). Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_le_len_twin(y: &mut [u32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i <= y.len() {
            if i < y.len() {
                y[i] += 1;
            }
            i += stride;
        }
    }
}
// CHECK: kernel @gs_le_len_twin(
