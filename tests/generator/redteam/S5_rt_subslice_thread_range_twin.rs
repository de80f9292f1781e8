//! Twin of S5_rt_subslice_*: the sub-slice `&mut y[i..i + 1]` of thread `i`.
//! Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_thread_range_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let s = &mut y[i..i + 1];
            s[0] = i as f32;
        }
    }
}
// CHECK: kernel @subslice_thread_range_twin(
