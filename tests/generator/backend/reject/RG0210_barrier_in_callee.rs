//! S8: the barrier hides in a helper called under a thread-dependent branch.
#![no_std]
use rsgpu::*;

#[inline(never)]
fn wait_for_block() {
    sync_threads();
}

rsgpu::kernel! {
    pub fn barrier_in_callee(y: &mut [f32]) {
        if thread_idx_x() % 2 == 0 {
            wait_for_block();
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `{{.*}}wait_for_block()` is reached only by the threads for which `{{.*}}` decides so
// CHECK: synchronises the block or warp
