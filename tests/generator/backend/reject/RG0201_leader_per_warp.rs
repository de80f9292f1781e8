//! `lane_id() == 0` is one thread per *warp*: blocks of several warps write
//! `partial[block_idx_x()]` several times. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn leader_per_warp(x: &[f32], partial: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if lane_id() == 0 && i < x.len() {
            partial[block_idx_x() as usize] = x[i];
        }
    }
}
// CHECK: error[RG0201]: write to `partial[block_idx_x() as usize]` may collide: two threads can write the same element
