//! Twin: the step in both arms of a nested `if flag != 0`, both inside `if i < y.len()` (else break): every path to a step passes the length test. Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_step_in_nested_if_twin(y: &mut [u32], n: usize, flag: u32) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                if flag != 0 {
                    y[i] += 1;
                    i += stride;
                } else {
                    y[i] += 2;
                    i += stride;
                }
            } else {
                break;
            }
        }
    }
}
// CHECK: kernel @gs_step_in_nested_if_twin(
