//! Near miss of accept/warp_row_loop.rs: lane 0 writes five elements from
//! `w * 4`: the fifth is the first of warp w + 1's row. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_row_loop_too_long(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if lane_id() == 0 && (w + 2) * 4 <= y.len() {
            for j in 0..5 {
                y[w * 4 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((w * 4) + j)]` may collide
