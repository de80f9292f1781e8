//! S5: only thread_idx_x (and the x global id) are recognised: thread_idx_y is
//! shared by every thread of a row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn thread_y(y: &mut [f32]) {
        let j = thread_idx_y() as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide: two threads can write the same element
