//! The early-return 2-D guard without its column test: `if r >= rows {
//! return; }` alone lets columns past `cols` wrap onto the next row. The near
//! miss of redteam/S5_rt2_2d_early_return_guard_twin.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn twod_early_return_rows_only(rows: usize, cols: usize, out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r >= rows {
            return;
        }
        let k = r * cols + c;
        if k < out.len() {
            out[k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `out[k]` may collide: two threads can write the same element
