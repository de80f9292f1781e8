//! S5 misuse: the row loop whose column is scaled, `for j in 0..W { y[row * W + 2 * j] = .. }` (W = 8): columns 0, 2, .., 14 reach 6 elements into rows row + 1 (element row * 8 + 8 is also thread row + 1's j = 0). Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_doubled_column(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            for j in 0..W {
                y[row * W + 2 * j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
