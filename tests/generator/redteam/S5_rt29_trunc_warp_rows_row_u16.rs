//! S5 misuse (red team 29): warp rows with `row = (gid as u16) / 32`: gids 0 and 65536 share row 0 and lane 0. Docs: RG0201 (the exact gid in both).
#![no_std]
#![allow(unused)]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt29_trunc_warp_rows_row_u16(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = (gid as u16 as usize) / 32; let lane = gid % 32; for c in (lane..cols).step_by(32) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
