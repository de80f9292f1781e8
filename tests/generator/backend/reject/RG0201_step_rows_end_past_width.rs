//! Near miss of accept/step_by_rows.rs: the walk runs to `cols + 1`:
//! column `cols` of row b is column 0 of row b + 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_rows_end_past_width(y: &mut [f32], cols: usize) {
        let t = thread_idx_x() as usize;
        let base = block_idx_x() as usize * cols;
        for c in (t..cols + 1).step_by(128) {
            y[base + c] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + c)]` may collide
