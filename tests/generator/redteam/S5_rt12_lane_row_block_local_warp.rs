//! S5 misuse: lane 0's row keyed by the block-local warp `thread_idx_x() / 32`: lane 0 of warp 0 of every block writes row 0. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_block_local_warp(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = thread_idx_x() as usize / 32;
        if lane_id() == 0 && gid < y.len() && (w + 1) * 4 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
