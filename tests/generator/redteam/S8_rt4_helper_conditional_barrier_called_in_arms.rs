//! S8: a helper that always synchronises once and a second time when its bool
//! argument says so, called `maybe_bar(true)` in one arm of `if t < 64` and
//! `maybe_bar(false)` in the other: threads < 64 pass two barriers. Expected
//! RG0210.
#![no_std]
use rsgpu::*;
#[inline(never)]
fn maybe_bar(go: bool) { sync_threads(); if go { sync_threads(); } }
rsgpu::kernel! {
    pub fn helper_conditional_barrier_called_in_arms(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 64 { maybe_bar(true); } else { maybe_bar(false); }
        if i < y.len() { y[i] = 1.0; }
    }
}
// CHECK: error[RG0210]:
