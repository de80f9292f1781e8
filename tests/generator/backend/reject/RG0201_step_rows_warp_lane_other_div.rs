//! Near miss of accept/step_by_rows.rs: rows of 32 ids, lanes of 64:
//! gid 32 is row 1's lane 32 and gid 64 row 2's lane 0; gid 0 and gid 32
//! in one row would be lanes 0 and 32, one column mod 32.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_rows_warp_lane_other_div(y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = gid / 64;
        let lane = gid % 32;
        for c in (lane..cols).step_by(32) {
            y[row * cols + c] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * cols) + c)]` may collide
