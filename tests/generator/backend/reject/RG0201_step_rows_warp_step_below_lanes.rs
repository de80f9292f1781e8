//! Near miss of accept/step_by_rows.rs: 32 lanes per row stepping by
//! 16: lane 16's first column is lane 0's second.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_rows_warp_step_below_lanes(y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = gid / 32;
        let lane = gid % 32;
        for c in (lane..cols).step_by(16) {
            y[row * cols + c] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * cols) + c)]` may collide
