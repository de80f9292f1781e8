//! Bitset set operations on u64 words: per-word popcounts of a & b, a | b, a ^ !b, Jaccard numerator
//! and denominator accumulated with u64 `fetch_add`; the highest set bit via `leading_zeros`.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_bitmap_popcount(a: &[u64], b: &[u64], inter: &Atomic<u64>, union: &Atomic<u64>, hi: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= a.len() || i >= b.len() || i >= hi.len() {
            return;
        }
        let (x, y) = (a[i], b[i]);
        inter.fetch_add((x & y).count_ones() as u64, Relaxed);
        union.fetch_add(u64::from((x | y).count_ones()), Relaxed);
        let d = x ^ !y;
        hi[i] = if d == 0 { -1 } else { 63 - d.leading_zeros() as i32 };
    }
}
