//! Accepted: locals chosen once among invariants by a kernel parameter
//! (analysis/ThreadChoices.cpp): a slice (`let s = if flag != 0 { z } else
//! { x }`, its `len()` an invariant offset) and a scalar, each assigned on
//! one of two paths that every thread of the grid takes alike, so the write
//! index is the global id shifted by one value for the whole launch. Near
//! misses: reject/RG0201_choice_reassigned_between_writes, _per_block,
//! _in_loop.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn choice_once(flag: u32, a: usize, b: usize, x: &[f32], z: &[f32], y: &mut [f32], w: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s: &[f32] = if flag != 0 { z } else { x };
        let j = i + s.len();
        if j < y.len() {
            y[j] = 1.0;
        }
        let m = if flag > 1 { a } else { b };
        if i + m < w.len() {
            w[i + m] = 2.0;
        }
    }
}
// CHECK: kernel @choice_once(
