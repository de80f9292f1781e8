//! S5: `block_idx_x() * 128 + t` stepped by the grid size is not a grid-stride
//! loop unless blocks have exactly 128 threads.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_const_stride(y: &mut [u32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = block_idx_x() as usize * 128 + thread_idx_x() as usize;
        while i < y.len() {
            y[i] = 1;
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
