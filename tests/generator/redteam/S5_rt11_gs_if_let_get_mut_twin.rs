//! Twin: the idiomatic `if let Some(v) = y.get_mut(i) { *v += 1; i += stride } else { break }` under `while i < n` (n a parameter): the step is on the `Some` edge of get_mut's bounds check (`i < y.len()`). Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_if_let_get_mut_twin(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if let Some(v) = y.get_mut(i) {
                *v += 1;
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: kernel @gs_if_let_get_mut_twin(
