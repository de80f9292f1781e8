//! S5 misuse (red team 29): `row = gid / 48`, `lane = (gid as u8) % 48`: gids 240 and 256 are both (row 5, lane 0). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt29_trunc_warp_rows_lane_u8_mod48(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid / 48; let lane = (gid as u8 as usize) % 48; for c in (lane..cols).step_by(48) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
