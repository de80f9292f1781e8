//! Near miss of accept/row_loop_forms.rs (row_loop_prefix_sum): the scan
//! starts at j = 0, so `y[row * W + j - 1]` reads element row * 8 - 1, the
//! last of row `row - 1`. RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_prefix_from_zero(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if row >= 1 && (row + 1) * W <= y.len() {
            for j in 0..W {
                y[row * W + j] += y[row * W + j - 1];
            }
        }
    }
}
// CHECK: error[RG0201]: read of `y[(((row * 8) + j) - 1)]` may collide
