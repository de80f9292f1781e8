//! S5: `(gid..n).step_by(block_dim)` is not a grid-stride loop: thread 0 of
//! block 1 and thread 0 of block 0 (second item) write the same element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_by_block_stride(y: &mut [f32]) {
        let start = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for i in (start..y.len()).step_by(block_dim_x() as usize) {
            y[i] = 1.0;
        }
    }
}
// CHECK-O0: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
// O3 calls StepBy::new and reads its fields (the inlined `next`): the
// start or step is not the grid-stride one, so the same:
// CHECK-O3: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
