//! S5: a "grid-stride" loop that steps by the block size: thread 0 of block 1
//! and thread 0 of block 0 (second iteration) meet.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn wrong_stride(y: &mut [f32]) {
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < y.len() {
            y[i] = 1.0;
            i += block_dim_x() as usize;
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
