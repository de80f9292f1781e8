//! Red team 28: `binary_search` in a sorted local array with runs of duplicates (`[1, 2, 2, 2, 3, 5, 5, 5, 5, 8]`, needles 0..9: rustc's exact Ok index and Err insertion point), in an empty and a one-element slice, and in an unsorted subslice of `x` (core's steps). Docs (calls.md core.slice.binary_search; O3's closure not mapped): rustc's values, or RG0100 at O3.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r28_binary_search_dups(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let a: &[u32] = &[1u32, 2, 2, 2, 3, 5, 5, 5, 5, 8];
            let k = v % 10;
            let enc = |r: Result<usize, usize>| match r { Ok(p) => p as u32, Err(p) => 100 + p as u32 };
            let r1 = enc(a.binary_search(&k)) + 1000 * enc(a[..(i % 11)].binary_search(&5));
            let r2 = enc(a[..0].binary_search(&k)) + 1000 * enc(a[9..].binary_search(&k));
            let n = x.len();
            let s = &x[(i / 2)..(i / 2 + (i % 13)).min(n)];
            let r3 = enc(s.binary_search(&x[i]));
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
