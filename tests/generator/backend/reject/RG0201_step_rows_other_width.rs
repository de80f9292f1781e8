//! Near miss of accept/step_by_rows.rs: rows of `n` walked up to `m`:
//! with m > n a block runs into the next block's row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_rows_other_width(y: &mut [f32], n: usize, m: usize) {
        let t = thread_idx_x() as usize;
        let base = block_idx_x() as usize * n;
        for c in (t..m).step_by(128) {
            y[base + c] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + c)]` may collide
