//! Near miss of accept/step_by_rows.rs: the row from the thread index,
//! the lane from the global id: every block writes the same rows.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_rows_warp_row_of_tid(y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = thread_idx_x() as usize / 32;
        let lane = gid % 32;
        for c in (lane..cols).step_by(32) {
            y[row * cols + c] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * cols) + c)]` may collide
