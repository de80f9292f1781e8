//! Twin (correct): `lo[i + 1]` and `hi[i]` of one split: y[i + 1] (below m)
//! and y[m + i] (from m on) never meet. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_head_shifted_and_tail_twin(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (lo, hi) = y.split_at_mut(m);
        if i + 1 < lo.len() {
            lo[i + 1] = 1.0;
        }
        if i < hi.len() {
            hi[i] = 2.0;
        }
    }
}
// CHECK: kernel @split_head_shifted_and_tail_twin(
