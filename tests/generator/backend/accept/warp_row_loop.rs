//! Lane 0 of each warp writes its warp's row of four in a loop, `if
//! lane_id() == 0 { for j in 0..4 { y[w * 4 + j] = .. } }` with w = gid /
//! 32 (one writer per warp, as the per-warp slot has it, and a row per
//! warp, as the row loop has it; red team 10's note on the block leader's
//! row), and the same with `gid >> 5` and a shift `w << 3` for rows of 8.
//! Near misses: reject/RG0201_warp_row_loop_* (all lanes, five items, lanes
//! 0 and 1, the block's row).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_row_loop(x: &[f32], y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if gid < x.len() { x[gid] } else { 0.0 };
        let w = gid / 32;
        if lane_id() == 0 && (w + 1) * 4 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j] = v * j as f32;
            }
        }
    }
}

rsgpu::kernel! {
    pub fn warp_row_loop_shift(y: &mut [u32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid >> 5;
        if lane_id() == 0 && ((w + 1) << 3) <= y.len() {
            for j in (0..8).rev() {
                y[(w << 3) + j] = j as u32;
            }
        }
    }
}
// CHECK: kernel @warp_row_loop(
// CHECK: kernel @warp_row_loop_shift(
