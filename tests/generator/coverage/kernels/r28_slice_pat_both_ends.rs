//! Red team 28: slice patterns binding from both ends and nested: `[a, b, mid @ .., y, z]` (mid's len, first, last), `[.., p, _, _]` (len - 3), `[a, mid @ .., z]` with `mid @ [m0, ..]`, literal elements `[.., 0]` / `[1, ..]` matched first, guards `[f, s, ..] if f > s`, an array `[u32; 5]` matched `[a, .., b]`, and slices of pairs `&[[u32; 2]]` matched `[[a, _], .., [_, d]]`, over subslices of lengths 0-6. Docs (rust-coverage.md slice patterns, subslices `[2:]`/`[:-1]`/`[1:-1]`; counted from the end `len - k`): rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r28_slice_pat_both_ends(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() {
            let v = x[i] % 1000;
            let n = x.len();
            let k = i % 7;
            let s: &[u32] = &x[i.min(n)..(i + k).min(n)];
            let r1 = match s {
                [a, b, mid @ .., y, z] => a ^ b.wrapping_mul(3) ^ y.wrapping_mul(5) ^ z.wrapping_mul(7) ^ (mid.len() as u32) << 24 ^ mid.first().copied().unwrap_or(11) ^ mid.last().copied().unwrap_or(13).wrapping_mul(17),
                [a, .., z] => a.wrapping_add(*z) + 1,
                [a] => *a + 2,
                [] => 3,
            };
            let r2 = match s {
                [.., p, _, _] => p.wrapping_mul(9),
                [a, mid @ .., z] => match mid { [m0, ..] => *m0, [] => a ^ z },
                _ => 77,
            };
            let t: &[u32] = &[v % 3, 1, v % 2, 0];
            let u = &t[(i % 3)..];
            let r3 = match u {
                [.., 0] if u.len() > 2 => 100,
                [1, ..] => 200,
                [f, s, ..] if f > s => 300 + f - s,
                [f, s, ..] => 400 + s - f,
                [_] => 500,
                [] => 600,
            } + match [v, v + 1, v + 2, v + 3, v + 4] { [a, .., b] => b - a };
            let pairs: [[u32; 2]; 3] = [[v, 1], [2, v + 1], [3, v ^ 7]];
            let pairs_s: &[[u32; 2]] = &pairs;
            let ps = &pairs_s[..(i % 4)];
            let r4 = match ps {
                [[a, _], .., [_, d]] => a.wrapping_mul(31) ^ *d,
                [[a, b]] => a + b * 2,
                [] => 9,
            };
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
            o4[i] = r4;
        }
    }
}
