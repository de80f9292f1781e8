//! S5: all threads of a block write y[block_idx].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_index(x: &[f32], y: &mut [f32]) {
        let b = block_idx_x() as usize;
        y[b] = x[b];
    }
}
// CHECK: error[RG0201]: write to `y[b]` may collide: two threads can write the same element
// CHECK: = note: the index is the same for every thread of a block
