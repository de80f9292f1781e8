//! Near miss of accept/row_loop_forms.rs (row_loop_rev): the reversed
//! inclusive range `(1..=W).rev()` (W = 8) yields 8 first, element 0 of row
//! `row + 1`, which thread `row + 1` writes. RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_rev_from_one_inclusive(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            for j in (1..=W).rev() {
                y[row * W + j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * 8) + j)]` may collide
