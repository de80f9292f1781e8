//! S5 near miss of `split_at_mut` halves: `lo[i]` and `lo[i + 1]` — thread
//! i writes thread i + 1's element of the head.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn split_at_mut_head_twice(y: &mut [f32], n: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if n <= y.len() {
            let (lo, _hi) = y.split_at_mut(n);
            if i + 1 < lo.len() {
                lo[i] = 1.0;
                lo[i + 1] = 2.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can access the same element
