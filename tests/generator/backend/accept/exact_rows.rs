//! Accepted (branch row28): a row of K elements per thread for a K that is
//! no power of two (session 27's u27_topk_window): `out[i * K + k]` with
//! `k < K` proven (an `enumerate()` over a `[T; K]`, `for k in 0..K`). The
//! parts `[i * K, i * K + K)` of distinct `i` are disjoint while nothing
//! wraps: `i` the global id (below 2^32 under the 1-D obligation) and the
//! product and sum in 64 bits (below 2^63), or every step overflow-checked
//! (opt-level 0) from an exact `i`. Near misses: reject/RG0201_exact_row_*.
#![no_std]
use rsgpu::*;

const K: usize = 3;

rsgpu::kernel! {
    pub fn exact_row_enumerate(out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let top = [1.0f32, 2.0, 3.0];
        if (i + 1) * K <= out.len() {
            for (k, v) in top.iter().enumerate() {
                out[i * K + k] = *v;
            }
        }
    }
}

rsgpu::kernel! {
    pub fn exact_row_range(out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..5 {
            if i * 5 + k < out.len() {
                out[i * 5 + k] = k as u32;
            }
        }
    }
}
// CHECK: kernel @exact_row_enumerate(
// CHECK: kernel @exact_row_range(
