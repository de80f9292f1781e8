//! `t < 2`: two threads per block write `partial[block_idx_x()]`. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn leader_two_threads(x: &[f32], partial: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 2 && i < x.len() {
            partial[block_idx_x() as usize] = x[i];
        }
    }
}
// CHECK: error[RG0201]: write to `partial[block_idx_x() as usize]` may collide: two threads can write the same element
