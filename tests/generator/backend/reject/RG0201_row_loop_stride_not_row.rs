//! Near miss of accept/row_loop_write.rs: rows of 8 written at a stride of
//! 4, `y[row * 4 + j]` for `j in 0..8`: thread `row` writes the first half
//! of row `row + 1`'s elements. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_loop_stride(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * 8 <= y.len() {
            for j in 0..8 {
                y[row * 4 + j] = 0.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * 4) + j)]` may collide
