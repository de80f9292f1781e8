//! S5 misuse: lane 0's row guarded by `l == 0` where `l = lane_id() / 2`: lanes 0 and 1 of each warp both write the warp's row. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_lane_halved(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let l = lane_id() / 2;
        let w = gid / 32;
        if l == 0 && (w + 1) * 4 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
