//! S5 misuse: lane 0's row at `w * M + j` with `const M: usize = 0` (ctz(0) = 64, so 'j below 2^ctz(m)' holds, but every warp's base is 0): lane 0 of every warp writes y[0..4]. Expected RG0201.
#![no_std]
use rsgpu::*;

const M: usize = 0;

rsgpu::kernel! {
    pub fn rt12_lane_row_zero_width_const(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if lane_id() == 0 && 4 <= y.len() {
            for j in 0..4 {
                y[w * M + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
