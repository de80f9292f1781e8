//! Row and column both built from `block_idx_x()`: blocks (bx, 0) and
//! (bx, 1) compute the same (row, col). RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn same_block_axis_2d(c: &mut [f32], n: usize) {
        let row = block_idx_x() as usize * 16 + thread_idx_y() as usize;
        let col = block_idx_x() as usize * 16 + thread_idx_x() as usize;
        if row < n && col < n {
            c[row * n + col] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `c[((row * n) + col)]` may collide: two threads can write the same element
