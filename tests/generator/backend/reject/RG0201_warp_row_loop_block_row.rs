//! Near miss of accept/warp_row_loop.rs: lane 0 of every warp writes its
//! *block's* row, `y[b * 4 + j]` with b = block_idx_x(): the warps of one
//! block write the same four elements. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_row_loop_block_row(y: &mut [f32]) {
        let b = block_idx_x() as usize;
        if lane_id() == 0 && (b + 1) * 4 <= y.len() {
            for j in 0..4 {
                y[b * 4 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((b * 4) + j)]` may collide
