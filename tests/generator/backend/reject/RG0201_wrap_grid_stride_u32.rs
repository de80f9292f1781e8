//! S5: a grid-stride loop in u32 whose step wraps: past 2^32 the variable
//! comes back below `n` onto another thread's elements.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn stride_u32(y: &mut [u32], n: u32) {
        let stride = grid_dim_x() * block_dim_x();
        let mut i = block_idx_x() * block_dim_x() + thread_idx_x();
        while i < n {
            y[i as usize] = i;
            i = i.wrapping_add(stride);
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide
