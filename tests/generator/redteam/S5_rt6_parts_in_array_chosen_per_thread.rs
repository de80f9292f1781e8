//! S5 parts: the two halves of `y` (split at m) put in an array `[lo, hi]`,
//! then `parts[i % 2][i / 2]`: thread 2k writes lo[k], thread 2k + 1 hi[k];
//! fine so far — but also `parts[0][0]` by every thread. Expected RG0201/RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_parts_in_array_chosen_per_thread(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (lo, hi) = y.split_at_mut(m);
        let mut parts = [lo, hi];
        let p = &mut parts[i % 2];
        if i / 2 < p.len() {
            p[i / 2] = 1.0;
        }
        if !parts[0].is_empty() {
            parts[0][0] = 2.0;
        }
    }
}
// CHECK: error[RG0202]: `y
