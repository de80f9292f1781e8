//! S5 misuse: the row loop's column taken from a mapped range, `for j in (0..W).map(|k| k + 1) { y[row * W + j] = .. }`: the items are 1..=W, and W is the next row's element 0. Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_mapped_item(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            for j in (0..W).map(|k| k + 1) {
                y[row * W + j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
