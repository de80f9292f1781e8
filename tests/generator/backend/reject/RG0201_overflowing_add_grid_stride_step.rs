//! A grid-stride walk stepped with `overflowing_add` (the flag ignored): the
//! walk runs up to a parameter, so a step past 2^64 wraps onto another
//! thread's walk. At opt-level 3 the step is `AddWithOverflow` with the flag
//! unread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_add_grid_stride_step(y: &mut [f32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] = 1.0;
            }
            let (next, _) = i.overflowing_add(stride);
            i = next;
        }
    }
}
// CHECK: error[RG0201]: write to `y[i]` may collide
