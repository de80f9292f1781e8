//! `col * n + row` with only `col < n` known: `row` is unbounded, so
//! (col, row) = (0, n) and (1, 0) collide. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn swapped_2d(c: &mut [f32], n: usize) {
        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let col = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if col < n {
            c[col * n + row] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `c[((col * n) + row)]` may collide: two threads can write the same element
