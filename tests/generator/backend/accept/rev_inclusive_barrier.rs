//! Accepted (session 19): barriers in loops over a constant inclusive range
//! walked backwards, `for k in (0..=7).rev()`. At opt-level 3 rustc inlines
//! `Rev::next` as `RangeInclusive::spec_next_back(&mut (it.0))`: the
//! reversed range, Rev's only field, borrowed for `next_back` alone, so
//! every thread advances it alike and the trip count is uniform. The tree
//! reduction that follows, driven by `(0..=7).rev()`, proves its phases as the `(0..8).rev()`
//! one does. Near misses: reject/RG0210_rev_inclusive_thread_range,
//! reject/RG0210_rev_inclusive_advanced_by_some. Diff case
//! backend/diff/cases/rev_inclusive_barrier.rs.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rev_inclusive_barrier(x: &[u32], y: &mut [u32], partial: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut acc = x.get(i).copied().unwrap_or(0);
        for k in (0..=7).rev() {
            s[t] = acc;
            sync_threads();
            acc = s[(t + 1) % 256].wrapping_mul(3).wrapping_add(k);
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
        s[t] = acc;
        sync_threads();
        for shift in (0..=7).rev() {
            let stride = 1usize << shift;
            if t < stride {
                s[t] = s[t].wrapping_add(s[t + stride]);
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: kernel @rev_inclusive_barrier(
