//! Near miss of accept/warp_row_loop.rs: every lane writes its warp's row,
//! no `lane_id() == 0` guard: the 32 lanes of a warp write the same four
//! elements. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_row_loop_all_lanes(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = gid / 32;
        if (w + 1) * 4 <= y.len() {
            for j in 0..4 {
                y[w * 4 + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((w * 4) + j)]` may collide
