//! Twin: the step under `x.get(i).is_some()` (the bounds check of `x.get(i)`, another slice), the write under `i < y.len()`: `while i < n { if i < y.len() { y[i] += 1 } if x.get(i).is_some() { i += stride } else { break } }`. Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_get_is_some_twin(y: &mut [u32], x: &[u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            if x.get(i).is_some() {
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: kernel @gs_get_is_some_twin(
