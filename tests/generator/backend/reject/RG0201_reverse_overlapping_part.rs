//! S5: `reverse()` of a part `y[i..i + 4]` the thread does not own (thread
//! i + 1's part overlaps it): refused like any `&mut y[a..b]` (branch cr25;
//! the near miss of accept/slice_reverse_parts.rs's `y[4 * i..4 * i + 4]`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn reverse_overlapping_part(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 4 <= y.len() {
            y[i..i + 4].reverse();
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y[i..(i + 4)]` may collide: the parts of two threads can overlap
