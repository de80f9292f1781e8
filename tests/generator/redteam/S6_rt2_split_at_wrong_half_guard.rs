//! S6: `let (lo, hi) = x.split_at(mid)` and then `hi[i]` under the guard
//! `i < lo.len()` (the wrong half): with mid past the middle, hi is shorter
//! than lo and Rust panics ("index out of bounds: the len is 16 but the index
//! is 16"). S6_rt2_split_at_wrong_half_guard.main.cpp runs it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_at_wrong_half_guard(x: &[f32], mid: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if mid <= x.len() {
            let (lo, hi) = x.split_at(mid);
            if i < lo.len() && i < y.len() {
                y[i] = lo[i] + hi[i];
            }
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
