//! Twin: `y.get_mut(i..i + 1)`, the thread's own one-element window. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn get_mut_range_own_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(w) = y.get_mut(i..i + 1) {
            w[0] = 1.0;
        }
    }
}
// CHECK: kernel @get_mut_range_own_twin(
