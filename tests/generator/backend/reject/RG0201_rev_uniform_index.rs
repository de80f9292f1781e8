//! S5: `for k in (0..n).rev()` yields the same k in every thread: every
//! thread writes y[n - 1], ..., y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rev_uniform_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            for k in (0..y.len()).rev() {
                y[k] = x[i];
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[k]` may collide: two threads can write the same element
