//! Red team 28: slice patterns as writes through `&mut`: `[f, .., l]` / `[only]` of the thread's own chunk `y.chunks_mut(3).nth(i)` (last chunk of length 1 or 2), a device fn taking the chunk `&mut [u32]` writing `[.., a, b]` or `[a]`, and local arrays (`[f, .., l]` swapped, `[.., p, q]`, `[h, rest @ ..]` with `rest[0]` written). Docs (rust-coverage.md slice patterns, analyses.md: a device fn's `&mut` slice parameter is the caller's own): each write indexes what rustc indexes.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[inline(never)]
fn ends(s: &mut [u32], v: u32) {
    if let [.., a, b] = s { *a = v; *b = v + 1; } else if let [a] = s { *a = v * 2; }
}

rsgpu::kernel! {
    pub fn r28_slice_pat_writes(x: &[u32], y: &mut [u32], w: &mut [u32], z: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            let v = x[i] % 1000;
            if let Some(c) = y.chunks_mut(3).nth(i) {
                match c {
                    [f, .., l] => { *f = v + 1; *l = 7 + i as u32; }
                    [only] => { *only = 55 + v; }
                    [] => {}
                }
            }
            if let Some(c) = w.chunks_mut(3).nth(i) {
                ends(c, v);
            }
            if i < z.len() {
                let mut a = [v, 1, 2];
                if let [f, .., l] = &mut a { core::mem::swap(f, l); }
                if let [.., p, q] = &mut a { *p += 10; *q += 20; }
                if let [h, rest @ ..] = &mut a { *h += rest.len() as u32; rest[0] ^= 3; }
                z[i] = a[0] * 1000000 + a[1] * 1000 + a[2];
            }
        }
    }
}
