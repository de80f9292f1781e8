//! S5: a grid-size step from `thread_idx_x()` (not the global id): thread 0
//! of every block writes y[0], y[grid], ...
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_by_thread_start(y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        for i in (thread_idx_x() as usize..y.len()).step_by(stride) {
            y[i] = 1.0;
        }
    }
}
// CHECK-O0: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
// O3 calls StepBy::new and reads its fields (the inlined `next`): the
// start or step is not the grid-stride one, so the same:
// CHECK-O3: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
