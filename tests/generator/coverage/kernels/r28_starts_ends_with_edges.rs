//! Red team 28: `starts_with`/`ends_with` of subslices of `x`: an empty needle, a needle longer than the haystack, equal slices, a needle one element off, a local array. Docs (calls.md core.slice.starts_with: PartialEq's ==): rustc's answers.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r28_starts_ends_with_edges(x: &[u32], o1: &mut [u32], o2: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() {
            let v = x[i] % 1000;
            let n = x.len();
            let k = i % 4;
            let h = &x[i..];
            let r1 = (h.starts_with(&x[i..i + k.min(n - i)]) as u32) | (h.starts_with(&[]) as u32) << 1
                | (x[..i].starts_with(&x[..i + 1]) as u32) << 2 | (x.starts_with(&x[1.min(n)..]) as u32) << 3
                | (h.starts_with(&[x[i], x[i] % 3]) as u32) << 4;
            let e = &x[..i + 1];
            let r2 = (e.ends_with(&x[i - k.min(i)..=i]) as u32) | (e.ends_with(&[]) as u32) << 1
                | (e.ends_with(x) as u32) << 2 | (e.ends_with(&[v + 1000]) as u32) << 3
                | ([1u32, 2, 3].ends_with(&[2, (v % 4)]) as u32) << 4;
            o1[i] = r1;
            o2[i] = r2;
        }
    }
}
