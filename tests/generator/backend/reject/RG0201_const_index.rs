//! S5: every thread writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn const_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            y[0] = x[i];
        }
    }
}
// CHECK: error[RG0201]: write to `y[0]` may collide: two threads can write the same element
// CHECK: = note: `y` is a `&mut [f32]` kernel parameter: every thread of the launch holds it
// CHECK: = note: the index is the same for every thread
