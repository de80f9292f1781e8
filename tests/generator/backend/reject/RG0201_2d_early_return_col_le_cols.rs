//! The early-return 2-D guard with the column test off by one:
//! `if r >= rows || c > cols { return; }` lets column `cols` through, and
//! `out[r * cols + cols]` is `out[(r + 1) * cols + 0]`, another thread's
//! element. The near miss of redteam/S5_rt2_2d_early_return_guard_twin.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn twod_early_return_col_le_cols(rows: usize, cols: usize, out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r >= rows || c > cols {
            return;
        }
        let k = r * cols + c;
        if k < out.len() {
            out[k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `out[k]` may collide: two threads can write the same element
