//! S5 twin (red team 29): 24 lanes per row (`gid / 24`, `gid % 24`, D not dividing 32) stepping by 24. Docs: `row = gid / D`, `lo = gid % D`, D <= S: translates (sound: (gid / 24, gid % 24) determines gid).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_d24_twin(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid / 24; let lane = gid % 24;
        for c in (lane..cols).step_by(24) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: kernel @rt29_step_rows_warp_d24_twin(
