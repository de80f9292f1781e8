//! Small-sort limit (red team 22): `sort_unstable()` of `&mut a[..n]` of a local `[u32; 20]`, `n` a kernel parameter (a part of unknown length, at most 20 at run time). Docs: RG0301.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_sort_unstable_part_runtime_len(x: &[u32], y: &mut [u32], n: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = [0u32; 20];
        for j in 0..20 {
            a[j] = x[(i + j) % x.len()];
        }
        let m = if n < 20 { n } else { 20 };
        a[..m].sort_unstable();
        if i < y.len() {
            y[i] = a[0];
        }
    }
}
// CHECK: error[RG0301]:{{.*}}sort
