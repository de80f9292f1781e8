//! S5 misuse (red team 29): 48 lanes per row (`gid / 48`, `gid % 48`) stepping by 32: lanes 0 and 32 of a row take the same columns (D > S). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_d48_step32(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid / 48; let lane = gid % 48;
        for c in (lane..cols).step_by(32) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
