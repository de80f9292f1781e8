//! S5 misuse: lane 0's row written at `w * 4 + j + 1` for j in 0..4: the last item w * 4 + 4 is the next warp's first. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_item_plus_one(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if lane_id() == 0 && (w + 2) * 4 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j + 1] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
