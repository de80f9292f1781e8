//! S5 misuse: a thread writing its row of W = 8 in a loop with an inclusive range, `for j in 0..=W { y[row * W + j] = .. }`: j = W is the first element of the next row, which thread row + 1 writes. Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_inclusive_end(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W < y.len() {
            for j in 0..=W {
                y[row * W + j] = (row * W + j) as f32;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
