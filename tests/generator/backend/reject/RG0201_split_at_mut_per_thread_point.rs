//! S5 near miss of `split_at_mut` (analysis/WriteUniqueness.cpp, halves):
//! the split point is the thread's id, so `hi[0]` is `y[i]` for thread i
//! but the halves of different threads are different slices: the tail's
//! index is not proven across threads.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn split_at_mut_per_thread_point(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let (_lo, hi) = y.split_at_mut(i);
            hi[0] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to a half of `y.split_at_mut(i)` may collide: the split point is not the same for every thread
