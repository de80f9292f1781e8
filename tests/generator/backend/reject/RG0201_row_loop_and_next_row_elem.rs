//! Near miss of accept/row_loop_write.rs: the row loop and, next to it, a
//! write of the next row's first element `y[row * 8 + 8]`, which thread
//! `row + 1` writes in its loop. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_loop_and_next(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * 8 <= y.len() {
            for j in 0..8 {
                y[row * 8 + j] = 0.0;
            }
            y[row * 8 + 8] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[
// CHECK-SAME: may collide
