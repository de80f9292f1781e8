//! S5 misuse: the `while j < W` row loop that increments before it writes, `while j < W { j += 1; y[row * W + j] = .. }`: the compare saw j < W, but the write uses j + 1, up to W (the next row's element 0). Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_increment_before_write(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            let mut j = 0usize;
            while j < W {
                j += 1;
                y[row * W + j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
