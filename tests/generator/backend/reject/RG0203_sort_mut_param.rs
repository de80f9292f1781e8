//! S5: `sort_unstable_by` of a kernel's `&mut` parameter: every thread
//! reads and writes all of `y` (branch cr25): a whole-slice part, refused
//! at both levels (the call stays a call at O3).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sort_mut_param(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y.sort_unstable_by(|a, b| a.total_cmp(b));
        }
    }
}
// CHECK: error[RG0203]: `y.sort_unstable_by(..)` hands every thread all of `y`
