//! Thread 0 of *every block* writes `partial[0]`. RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn leader_const_index(x: &[f32], partial: &mut [f32]) {
        let t = thread_idx_x() as usize;
        if t == 0 && t < x.len() {
            partial[0] = x[t];
        }
    }
}
// CHECK: error[RG0201]: write to `partial[0]` may collide: two threads can write the same element
