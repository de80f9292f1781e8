//! Adapters and consumers on a `Range` (`a..b`): `map(..).sum()`, `sum()`,
//! `fold(..)`, `(a..b).rev().fold(..)`. O0 calls them on
//! `core::ops::Range<T>` (rsgpu::rust::Range is an iterator like the others);
//! O3 calls `Range::fold` with core's closures (`map_fold`, `Sum::sum`'s).
//! An empty range sums to 0 and folds to the initial value.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_adapters(n: &[u32], lo: &[u32], doubled: &mut [u32], tri: &mut [u32],
                          folded: &mut [u64], back: &mut [u64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < n.len() && i < lo.len() && i < doubled.len() && i < tri.len()
            && i < folded.len() && i < back.len() {
            let k = n[i];
            doubled[i] = (0..k).map(|j| j * 2 + 1).sum();
            tri[i] = (lo[i]..k).sum();
            folded[i] = (lo[i]..k).fold(7u64, |a, j| a.wrapping_mul(3).wrapping_add(j as u64));
            back[i] = (lo[i]..k).rev().fold(0u64, |a, j| a.wrapping_mul(5) ^ j as u64);
        }
    }
}
// CHECK: kernel @range_adapters(
