//! The guard bounds `col` by `n`, the row stride is `m`: with m < n two
//! threads meet. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn wrong_width_2d(c: &mut [f32], n: usize, m: usize) {
        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let col = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if row < n && col < n {
            c[row * m + col] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `c[((row * m) + col)]` may collide: two threads can write the same element
