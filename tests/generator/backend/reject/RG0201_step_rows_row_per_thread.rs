//! Near miss of accept/step_by_rows.rs: the row is the thread index,
//! not the block's: every block writes rows 0..block_dim_x.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_rows_row_per_thread(y: &mut [f32], cols: usize) {
        let t = thread_idx_x() as usize;
        let base = t * cols;
        for c in (t..cols).step_by(128) {
            y[base + c] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + c)]` may collide
