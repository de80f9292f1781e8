//! S5 misuse: lane 0's row at `w.wrapping_mul(1 << 40) + j` (2^ctz(m) = 2^40 >= 4 items): in 64 bits warp 2^24 (gid 2^29, a valid grid) wraps onto warp 0's base 0, both write y[0..4]. Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_lane_row_mul_2_40_wraps(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if lane_id() == 0 && w.wrapping_mul(1 << 40) + 4 <= y.len() {
            for j in 0..4 {
                y[w.wrapping_mul(1 << 40) + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
