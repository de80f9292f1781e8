//! S5: parts of a `&mut` slice parameter, each the thread's own
//! (analysis/SliceParts.cpp, docs/generator/analyses.md "Parts of a `&mut`
//! slice"): chunk `t` of `chunks_mut(4)`, the one-element window `&mut
//! x[t..t + 1]`, `get_mut(t..t + 1)`, and both halves of `split_at_mut(n)`
//! at `t` (below and above the invariant split point: disjoint).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn slice_parts(y: &mut [f32], x: &mut [f32], z: &mut [f32], w: &mut [f32], n: usize) {
        let t = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(t) {
            for v in c.iter_mut() {
                *v *= 2.0;
            }
        }
        if t < x.len() {
            let s = &mut x[t..t + 1];
            s[0] = 1.0;
        }
        if let Some(g) = z.get_mut(t..t + 1) {
            g[0] = 3.0;
        }
        if n <= w.len() {
            let (lo, hi) = w.split_at_mut(n);
            if t < lo.len() {
                lo[t] = 1.0;
            }
            if t < hi.len() {
                hi[t] = 2.0;
            }
        }
    }
}
// CHECK: kernel @slice_parts(
