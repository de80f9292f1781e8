//! Red team 28: slice patterns as reads: `match` with `[]`, `[a]`, `[a, b]`, `[f, .., l]` on subslices of lengths 0-3 inline and in a device fn, `if let [.., a, b]`, `[a, rest @ ..]` with `rest` summed, the kernel parameter `x` itself (launches of length 1, 2, 3), and local arrays (`let [p, q, r] = a`, `&a[..k]`). Docs (rust-coverage.md, slice patterns; counted from the end: `len - k`): rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[inline(never)]
fn pat_fn(s: &[u32]) -> u32 {
    match s { [] => 1, [a] => a.wrapping_mul(2) ^ 3, [a, b] => a.wrapping_mul(7) ^ *b, [f, .., l] => f.wrapping_add(l.wrapping_mul(5)) }
}
#[inline(never)]
fn tail2(s: &[u32]) -> u32 { if let [.., a, b] = s { a.wrapping_mul(3) ^ *b } else { 999 } }
#[inline(never)]
fn rest_fn(s: &[u32]) -> u32 {
    match s { [a, rest @ ..] => a.wrapping_add(rest.len() as u32 * 1000).wrapping_add(rest.iter().fold(0u32, |t, e| t.wrapping_mul(3).wrapping_add(*e))), [] => 5 }
}

rsgpu::kernel! {
    pub fn r28_slice_pat_reads(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32], o5: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() && i < o5.len() {
            let v = x[i] % 1000;
            let n = x.len();
            let k = i % 4;
            let s = &x[i..(i + k).min(n)];
            let r1 = pat_fn(s);
            let r2 = match s { [f, .., l] => f ^ l.wrapping_mul(3), [a] => *a, [] => 17 };
            let r3 = match x { [f, .., l] => f.wrapping_sub(*l), [a] => a ^ 1, [] => 0 } ^ (if let [.., p] = x { *p } else { 0 });
            let r4 = tail2(s).wrapping_add(rest_fn(s)).wrapping_add(tail2(x));
            let a = [v, v + 1, v + 2];
            let [p, q, r] = a;
            let sa: &[u32] = &a;
            let r5 = match &sa[..k.min(3)] { [c, d] => c * 10 + d, [c, .., d] => c + d * 100, [c] => *c + 7, [] => 9 } + (p ^ q ^ r) * 1000;
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
            o4[i] = r4;
            o5[i] = r5;
        }
    }
}
