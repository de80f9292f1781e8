//! Near miss of accept/step_by_rows.rs: the same row walked with steps
//! 128 and 96: with 96 < block_dim_x <= 128, column 96 is thread 96's in
//! the first walk and thread 0's in the second.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_rows_two_steps(y: &mut [f32], cols: usize) {
        let t = thread_idx_x() as usize;
        let base = block_idx_x() as usize * cols;
        for c in (t..cols).step_by(128) {
            y[base + c] = 1.0;
        }
        for c in (t..cols).step_by(96) {
            y[base + c] += 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + c.
