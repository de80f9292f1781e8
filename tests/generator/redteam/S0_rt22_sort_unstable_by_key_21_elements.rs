//! Small-sort limit (red team 22): `sort_unstable_by_key` of a local `[(u32, u32); 21]` with duplicate keys. Docs: RG0301.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_sort_unstable_by_key_21_elements(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = [(0u32, 0u32); 21];
        for j in 0..21 {
            a[j] = (x[(i + j) % x.len()] % 4, j as u32);
        }
        a.sort_unstable_by_key(|p| p.0);
        if i < y.len() {
            y[i] = a[10].1;
        }
    }
}
// CHECK: error[RG0301]:{{.*}}sort
