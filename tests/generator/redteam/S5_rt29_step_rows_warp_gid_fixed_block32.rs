//! S5 misuse (red team 29): the id `block_idx_x() * 32 + thread_idx_x()` (not the exact gid): with 64-thread blocks, block 0's thread 32 and block 1's thread 0 share row 1 lane 0. Docs: RG0201 (gid exact).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_gid_fixed_block32(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * 32 + thread_idx_x()) as usize; let row = gid / 32; let lane = gid % 32;
        for c in (lane..cols).step_by(32) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
