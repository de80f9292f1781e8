//! Row-major 2-D index without `col < n`: threads (row, n) and (row + 1, 0)
//! write one element. RG0201 (only `row < n` is checked here).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn unguarded_2d(c: &mut [f32], n: usize) {
        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let col = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if row < n {
            c[row * n + col] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `c[((row * n) + col)]` may collide: two threads can write the same element
