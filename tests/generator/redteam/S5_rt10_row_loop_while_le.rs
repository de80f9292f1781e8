//! S5 misuse: the row loop as a `while` with `<=`, `let mut j = 0; while j <= W { y[row * W + j] = ..; j += 1 }`: j = W writes the next row's element 0. Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_while_le(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            let mut j = 0usize;
            while j <= W {
                y[row * W + j] = 1.0;
                j += 1;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
