//! S5 near miss of `is_empty()` on a `&mut` parameter (a length: it reads
//! no element, so it is no RG0202): the guard `!y.is_empty()` says nothing
//! about which thread writes, and every thread writes `y[0]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn is_empty_guard_first_element(y: &mut [f32], x: &[f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if !y.is_empty() && i < x.len() {
            y[0] = x[i];
        }
    }
}
// CHECK: error[RG0201]: write to `y[0]` may collide
