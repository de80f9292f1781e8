//! S5 misuse: lane 0's row at `(w << 40) + j`: `<<` drops high bits (even at O0), so warp 2^24 (gid 2^29) and warp 0 both have base 0 and write y[0..4]. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_shl_40_wraps(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid >> 5;
        if lane_id() == 0 && (w << 40) + 4 <= y.len() {
            for j in 0..4 {
                y[(w << 40) + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
