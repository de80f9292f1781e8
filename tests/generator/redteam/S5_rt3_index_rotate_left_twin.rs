//! Twin: `y[gid.rotate_left(3)]` in u32 — a bijection of the ids. May be refused conservatively.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_rotate_left_twin(y: &mut [f32]) {
        let gid = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = gid.rotate_left(3) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: kernel @index_rotate_left_twin(
