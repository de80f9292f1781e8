//! S5 misuse (red team 29): rows `gid / 32`, lanes `gid % 16` stepping by 16: gids 0 and 16 are (row 0, lane 0) both. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_lane16_step16_rows32(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid / 32; let lane = gid % 16;
        for c in (lane..cols).step_by(16) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
