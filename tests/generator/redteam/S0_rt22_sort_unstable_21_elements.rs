//! Small-sort limit (red team 22): `sort_unstable()` of a local `[u32; 21]`, one past the documented 20 (rust-coverage.md: 21 elements or a part of unknown length is RG0301). Not a safety case: the answer above the limit must be a diagnostic, never a translation with another algorithm.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_sort_unstable_21_elements(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = [0u32; 21];
        for j in 0..21 {
            a[j] = x[(i + j) % x.len()];
        }
        a.sort_unstable();
        if i < y.len() {
            y[i] = a[10];
        }
    }
}
// CHECK: error[RG0301]:{{.*}}sort
