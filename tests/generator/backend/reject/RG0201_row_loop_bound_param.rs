//! Near miss of accept/row_loop_write.rs: the loop bound is a parameter
//! `m`, not the row width 8: with m > 8 thread `row` writes into row `row
//! + 1`. RG0201 (`j` is not proven below the width).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_loop_bound_param(y: &mut [f32], m: usize) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * 8 <= y.len() {
            for j in 0..m {
                if row * 8 + j < y.len() {
                    y[row * 8 + j] = 0.0;
                }
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * 8) + j)]` may collide
