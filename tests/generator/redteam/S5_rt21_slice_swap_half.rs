//! S5 misuse (red team 21): `y.swap(i, i / 2)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_slice_swap_half(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y.swap(i, i / 2);
        }
    }
}
// CHECK: error[RG0201]:
