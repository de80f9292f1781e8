//! S6 + S5 parts: `lo[i]` of the head at m under a guard on the *parent's*
//! length, `if i < y.len()`: thread i >= m must panic on lo's own check ("the
//! len is m"), never write y[i] (the tail's element, which thread i - m
//! writes as `hi[i - m]`... here `hi[0]` by no one: the panic is the point).
//! A BoundsProofs proof from `i < y.len()` for `lo` would drop the check.
// REJECT-OK: error\[RG02[0-9][0-9]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_head_guarded_by_parent_len(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = y.len();
        let (lo, _hi) = y.split_at_mut(m);
        if i < n {
            lo[i] = 1.0;
        }
    }
}
