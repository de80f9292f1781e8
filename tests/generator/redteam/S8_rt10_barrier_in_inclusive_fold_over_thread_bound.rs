//! S8 misuse: a barrier in the closure of `(0..=t % 4).fold(..)` (an inclusive range whose end depends on the thread): thread t runs the closure t % 4 + 1 times. Expected RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_inclusive_fold_over_thread_bound(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = (0..=t % 4).fold(0usize, |a, k| {
            sync_threads();
            a + k
        });
        if i < y.len() {
            y[i] = n as f32;
        }
    }
}
// CHECK: error[RG0210]:
