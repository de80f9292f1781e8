//! S5 misuse: lane 0 writes its warp's row of four at `w * 4 + j` and at `w * 8 + j`: warp 2's first row [8, 12) is warp 1's second. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_two_widths(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if lane_id() == 0 && (w + 1) * 8 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j] = j as f32;
                y[w * 8 + j] = 2.0;
            }
        }
    }
}
// CHECK: error[RG0201]:
