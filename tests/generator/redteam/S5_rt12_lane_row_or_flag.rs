//! S5 misuse: lane 0's row under `lane_id() == 0 || flag != 0` (a uniform parameter): with the flag set every lane of a warp writes the warp's row. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_or_flag(y: &mut [f32], flag: u32) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if (lane_id() == 0 || flag != 0) && (w + 1) * 4 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
