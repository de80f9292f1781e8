//! S5 misuse (red team 21): `y.swap_with_slice(..)` of the whole slice by every thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_swap_with_slice_whole(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut loc = [0.0f32; 4];
        if y.len() == 4 {
            y.swap_with_slice(&mut loc);
        }
    }
}
// CHECK: error[RG0203]:
