//! Twin: `y[gid.wrapping_add(1)]` — an invariant offset. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_wrapping_add_twin(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = gid.wrapping_add(1) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: kernel @index_wrapping_add_twin(
