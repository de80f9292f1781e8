//! S8: threads past the end return early, the others wait at the barrier.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_after_return(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= y.len() {
            return;
        }
        sync_threads();
        y[i] = x[i];
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which `(i >= {{.*}})` decides so
