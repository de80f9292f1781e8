//! Near miss of accept/row_loop_write.rs: the loop runs one element past
//! the row, `for j in 0..W + 1 { y[row * W + j] = .. }`: thread `row`
//! writes `y[row * W + W]`, the first element of row `row + 1`. RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_longer(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            for j in 0..W + 1 {
                y[row * W + j] = 0.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * 8) + j)]` may collide
