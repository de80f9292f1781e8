//! Near miss of accept/step_by_rows.rs: the width is changed for odd
//! blocks before the walk: rows of different widths overlap.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_rows_width_reassigned(y: &mut [f32], mut cols: usize) {
        if block_idx_x() % 2 == 1 {
            cols += 1;
        }
        let t = thread_idx_x() as usize;
        let base = block_idx_x() as usize * cols;
        for c in (t..cols).step_by(128) {
            y[base + c] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + c)]` may collide
