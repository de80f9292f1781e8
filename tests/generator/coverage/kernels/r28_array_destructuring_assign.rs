//! Red team 28: destructuring assignment with array and tuple patterns: `[p, q] = [q, p]` (a swap through a temporary), `[a, .., b] = [b, 0, 0, a]`, `(p, q) = (q, p + q)` in a loop (Fibonacci), `let &[f, .., l] = &arr;` and `let [ref r0, ..] = arr;`. Docs (rust-coverage.md: slice patterns; rustc's temporaries): rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r28_array_destructuring_assign(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let mut p = v;
            let mut q = v ^ 0x55;
            [p, q] = [q, p];
            let mut a = v + 1;
            let mut b = v + 2;
            [a, .., b] = [b, 0, 0, a];
            let r1 = p.wrapping_mul(1000).wrapping_add(q) ^ a.wrapping_mul(7) ^ b.wrapping_mul(13);
            let (mut f0, mut f1) = (v % 7, 1u32);
            for _ in 0..(v % 20) { (f0, f1) = (f1, f0.wrapping_add(f1)); }
            let r2 = f0 ^ f1 << 16;
            let arr = [v, v * 2, v * 3, v * 5];
            let &[f, .., l] = &arr;
            let [ref r0, .., ref r3] = arr;
            let r3 = f + l * 10 + *r0 * 100 + *r3;
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}
