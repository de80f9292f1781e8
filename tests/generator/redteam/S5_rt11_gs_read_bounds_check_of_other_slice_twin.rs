//! Twin: the step taken after the bounds check of a read `x[i]` of another slice (docs: 'or the bounds check of y[x]'): `while i < n { let v = x[i]; if i < y.len() { y[i] = v } i += stride }`. Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_read_bounds_check_of_other_slice_twin(y: &mut [u32], x: &[u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            let v = x[i];
            if i < y.len() {
                y[i] = v;
            }
            i += stride;
        }
    }
}
// CHECK: kernel @gs_read_bounds_check_of_other_slice_twin(
