//! `sort_unstable_by` of 21 elements (branch cr25): core sorts at most 20
//! by insertion sort and longer slices by ipnsort, whose order of elements
//! that compare equal rsgpu::rust does not reproduce: refused, not sorted
//! some other way (the near miss of coverage/kernels/core_sort_small.rs's 20).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sort_21_elements(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i + 21 <= x.len() {
            let mut w = [0.0f32; 21];
            w.copy_from_slice(&x[i..i + 21]);
            w.sort_unstable_by(|a, b| a.total_cmp(b));
            y[i] = w[10];
        }
    }
}
// CHECK: error[RG0301]: cannot emit `core.slice.sort_unstable_by` of an array of 21 elements (core sorts at most 20 elements by insertion sort
