//! S5 misuse (red team 29): 64 lanes per row stepping by 32: lanes 0 and 32 meet. Docs: RG0201 (D <= S).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_step_rows_warp_row_64_lane_64_step_32(x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let row = gid >> 6; let lane = gid & 63;
        for c in (lane..cols).step_by(32) { y[row * cols + c] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
