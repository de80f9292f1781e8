//! Twin of `S5_rt3_offset_from_split_at_per_thread`: the split point is a
//! kernel parameter (the same for every thread), so `lo.len()` is one
//! offset for the whole launch and `gid + lo.len()` stays injective. Must
//! translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn offset_from_split_at_uniform_twin(k: usize, x: &[u32], y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if k <= x.len() {
            let (lo, _) = x.split_at(k);
            let j = gid + lo.len();
            if j < y.len() {
                y[j] = 1.0;
            }
        }
    }
}
// CHECK: kernel @offset_from_split_at_uniform_twin(
