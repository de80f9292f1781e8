//! S5: reading another thread's element of a `&mut` slice races with its write.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn read_foreign(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() {
            y[i] = y[i + 1] * 2.0;
        }
    }
}
// CHECK: error[RG0201]: {{(read of|write to)}} `y[{{.*}}]` may collide: two threads can access the same element
// CHECK: = note: `y[{{.*}}]` is accessed too
