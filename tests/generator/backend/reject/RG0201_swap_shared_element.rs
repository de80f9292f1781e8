//! S5: `core::mem::swap` through `&mut y[i]` writes y[i]: threads 2k and
//! 2k + 1 swap the same element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn swap_shared_element(y: &mut [i32]) {
        let i = (thread_idx_x() / 2) as usize;
        let mut t = 5i32;
        if i < y.len() {
            core::mem::swap(&mut y[i], &mut t);
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y[i]` may collide: two threads can write the same element
