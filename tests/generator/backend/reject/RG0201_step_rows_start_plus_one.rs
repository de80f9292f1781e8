//! Near miss of accept/step_by_rows.rs: the walk starts at `t + 1`:
//! thread 127's first column, 128, is thread 0's second.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_rows_start_plus_one(y: &mut [f32], cols: usize) {
        let t = thread_idx_x() as usize;
        let base = block_idx_x() as usize * cols;
        for c in (t + 1..cols).step_by(128) {
            y[base + c] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + c)]` may collide
