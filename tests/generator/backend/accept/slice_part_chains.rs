//! S5 near misses of parts of parts (analysis/PartChains.h): every access
//! through a `split_at_mut` half is proven at the parameter's index, the
//! offsets of the tails composed. Each kernel is correct and translates.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    /// The two halves of the tail split at `k`, each at `i`: `y[m + i]`
    /// (below `m + k`) and `y[m + k + i]` (from `m + k` on).
    pub fn tail_halves(y: &mut [f32], m: usize, k: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        let (a, b) = hi.split_at_mut(k);
        if i < a.len() {
            a[i] = 1.0;
        }
        if i < b.len() {
            b[i] = 2.0;
        }
    }
}
rsgpu::kernel! {
    /// The head of the tail at `i`, then the tail at `i`: the same
    /// element `y[m + i]` (a head adds no offset).
    pub fn head_of_tail_then_tail(y: &mut [f32], m: usize, k: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        {
            let (a, _b) = hi.split_at_mut(k);
            if i < a.len() {
                a[i] = 1.0;
            }
        }
        if i < hi.len() {
            hi[i] += 1.0;
        }
    }
}
rsgpu::kernel! {
    /// The head at `m`, then `y[i]`: one element per thread.
    pub fn head_then_parent(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        {
            let (lo, _hi) = y.split_at_mut(m);
            if let Some(p) = lo.get_mut(i..i + 1) {
                p[0] = 1.0;
            }
        }
        if i < y.len() {
            y[i] += 1.0;
        }
    }
}
rsgpu::kernel! {
    /// A one-element part of the tail of the tail and that element.
    pub fn tail_of_tail_part_and_elem(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        let (_a, b) = hi.split_at_mut(m);
        if let Some(p) = b.get_mut(i..i + 1) {
            p[0] = 1.0;
        }
        if i < b.len() {
            b[i] += 1.0;
        }
    }
}
rsgpu::kernel! {
    /// One local bound to the tail on both paths: one part.
    pub fn same_half_both_paths(y: &mut [f32], m: usize, twice: bool) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        let mut s = &mut *hi;
        if twice {
            s = &mut *hi;
        }
        if i < s.len() {
            s[i] = 1.0;
        }
    }
}
// CHECK: kernel @tail_halves(
// CHECK: kernel @head_of_tail_then_tail(
// CHECK: kernel @head_then_parent(
// CHECK: kernel @tail_of_tail_part_and_elem(
// CHECK: kernel @same_half_both_paths(
