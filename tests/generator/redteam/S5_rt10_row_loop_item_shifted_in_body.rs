//! S5 misuse: the row loop's item rebound in the body, `for mut j in 0..W { j += 1; y[row * W + j] = .. }`: the item is below W, the index is not (j = W on the last trip, the next row's element 0). Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_item_shifted_in_body(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            for mut j in 0..W {
                j += 1;
                y[row * W + j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
