//! Twin: the step made by a helper through `&mut i` (`fn bump(i: &mut usize, s: usize) { *i += s }`) after the bounds check of `y[i]`: `while i < y.len() { y[i] += 1; bump(&mut i, stride) }`. Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

#[inline(always)]
fn bump(i: &mut usize, s: usize) {
    *i += s;
}

rsgpu::kernel! {
    pub fn gs_step_in_helper_under_len_twin(y: &mut [u32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < y.len() {
            y[i] += 1;
            bump(&mut i, stride);
        }
    }
}
// CHECK: kernel @gs_step_in_helper_under_len_twin(
