//! S5 misuse (red team 29): `row = gid >> 3`, `lane = gid & 5` (not D - 1): lanes 2 and 0... gid 2 -> lane 0 == gid 0's lane. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_mask_not_d_minus_1(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid >> 3; let lane = gid & 5;
        for c in (lane..cols).step_by(8) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
