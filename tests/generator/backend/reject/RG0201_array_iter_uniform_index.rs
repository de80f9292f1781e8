//! S5: the items of `for k in [0, 1]` are the same in every thread: every
//! thread writes y[0] and y[1].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn array_iter_uniform_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            for k in [0usize, 1] {
                if k < y.len() {
                    y[k] = x[i];
                }
            }
        }
    }
}
// CHECK-O0: error[RG0201]: write to `y[k]` may collide: two threads can write the same element
// O3 inlines the array iterator (PolymorphicIter of MaybeUninit, next through
// an unsized &mut): the items are as uniform, so the same:
// CHECK-O3: error[RG0201]: write to `y[k]` may collide: two threads can write the same element
