//! Small-sort limit (red team 22): `sort_unstable()` of a local `[u32; 20]` (the documented limit). Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_sort_unstable_20_elements_twin(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = [0u32; 20];
        for j in 0..20 {
            a[j] = x[(i + j) % x.len()];
        }
        a.sort_unstable();
        if i < y.len() {
            y[i] = a[10];
        }
    }
}
// CHECK: kernel @rt22_sort_unstable_20_elements_twin(
