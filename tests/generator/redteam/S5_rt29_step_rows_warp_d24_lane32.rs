//! S5 misuse (red team 29): rows `gid / 24`, lanes `gid % 32`, step 32: gids 24 (row 1, lane 24) and ... gid 32 (row 1, lane 0) and gid 24+... gids 40 (row 1, lane 8) and 8? no: gid 32 -> (1, 0), gid 24 -> (1, 24), gid 47 -> (1, 15); (gid / 24, gid % 32) is injective but lanes of one row may collide mod 32 only through D <= S. Docs: RG0201 (one D in both).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_d24_lane32(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid / 24; let lane = gid % 32;
        for c in (lane..cols).step_by(32) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
