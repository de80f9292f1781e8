//! Red team 28: `partition_point` on a sorted local array with duplicates (`< k`, `<= k`), an empty slice, and an unsorted subslice of `x` (core's binary_search_by steps). Docs (calls.md core.slice.partition_point): rustc's index.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r28_partition_point_dups(x: &[u32], o1: &mut [u32], o2: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() {
            let v = x[i] % 1000;
            let a: &[u32] = &[1u32, 2, 2, 2, 3, 5, 5, 5, 5, 8];
            let k = v % 10;
            let r1 = a.partition_point(|&e| e < k) as u32 + 100 * a.partition_point(|&e| e <= k) as u32 + 10000 * a[..0].partition_point(|&e| e < k) as u32;
            let n = x.len();
            let s = &x[(i / 2)..(i / 2 + (i % 13)).min(n)];
            let t = x[i];
            let r2 = s.partition_point(|&e| e < t) as u32 + 100 * s.partition_point(|e| *e % 3 != 0) as u32;
            o1[i] = r1;
            o2[i] = r2;
        }
    }
}
