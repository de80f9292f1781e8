//! S5 twin (red team 29): `row = gid >> 3`, `lane = gid & 7`, step 8. Docs: translates (D = 8 <= S).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_shift_mask_twin(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid >> 3; let lane = gid & 7;
        for c in (lane..cols).step_by(8) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: kernel @rt29_step_rows_warp_shift_mask_twin(
