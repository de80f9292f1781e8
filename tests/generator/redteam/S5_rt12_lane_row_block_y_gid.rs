//! S5 misuse: lane 0's row of `w = gid / 32` with the "gid" built from `block_idx_y()` (0 in a 1-D grid): lane 0 of warp k of every block writes the same row. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_block_y_gid(y: &mut [f32]) {
        let gid = (block_idx_y() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if lane_id() == 0 && (w + 1) * 4 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
