//! Red team 28: read-only `&x[a..]` with `a` up to `x.len()` (the empty tail), `&x[..b]` with `b == x.len()`, `&x[a..=b]` with `b == len - 1` and `a == b + 1` (empty), nested `&x[a..][..c]`. Docs (calls.md: index_from / index_to / index_inclusive, Rust's panics): rustc's values at every edge.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[inline(never)]
fn sum(s: &[u32]) -> u32 { let mut t = 0u32; for &e in s { t = t.wrapping_mul(3).wrapping_add(e); } t ^ (s.len() as u32) << 20 }

rsgpu::kernel! {
    pub fn r28_range_index_edges(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() {
            let v = x[i] % 1000;
            let n = x.len();
            let a = i % (n + 1);
            let r1 = sum(&x[a..]);
            let b = (n - i) % (n + 1);
            let r2 = sum(&x[..b]);
            let hi = n - 1 - (i % 4).min(n - 1);
            let lo = if i % 3 == 0 { hi + 1 } else { hi - (i % 5).min(hi) };
            let r3 = sum(&x[lo..=hi]);
            let c = (i % 7).min(n - a);
            let r4 = sum(&x[a..][..c]) ^ sum(&x[..i + 1][i..]);
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
            o4[i] = r4;
        }
    }
}
