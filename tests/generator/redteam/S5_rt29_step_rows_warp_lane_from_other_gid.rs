//! S5 misuse (red team 29): row from gid, lane from `gid + 1`: gids 31 and ... (gid / 32, (gid + 1) % 32): gid 31 -> (0, 0) and gid 0 -> (0, 1) ... gid 31 and gid -1: lanes of one row are distinct, but the D-lane rule needs the same gid. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_lane_from_other_gid(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid / 32; let lane = (gid + 1) % 32;
        for c in (lane..cols).step_by(32) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
