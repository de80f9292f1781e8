//! S8: the trip count depends on the thread: thread t reaches the barrier t times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_thread_loop(y: &mut [f32]) {
        let t = thread_idx_x();
        let mut k = 0;
        while k < t {
            sync_threads();
            k += 1;
        }
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        if i < y.len() {
            y[i] = k as f32;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which `{{.*}}` decides so
