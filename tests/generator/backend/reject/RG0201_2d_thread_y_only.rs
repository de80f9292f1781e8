//! `thread_idx_y() * n + col`: the row is the block-local y id, so blocks
//! stacked in y write the same elements. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn thread_y_only_2d(c: &mut [f32], n: usize) {
        let row = thread_idx_y() as usize;
        let col = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if col < n {
            c[row * n + col] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `c[((row * n) + col)]` may collide: two threads can write the same element
