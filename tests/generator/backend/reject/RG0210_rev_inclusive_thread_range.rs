//! S8: a barrier in a loop over `(0..=t).rev()`, t the thread index:
//! thread t runs t + 1 trips, so the others leave thread 255 waiting. The
//! twin `(0..=7).rev()` (redteam S8_rt10_barrier_loop_inclusive_rev_twin)
//! translates: every thread advances the same constant range alike.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rev_inclusive_thread_range(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut acc = 0.0f32;
        for k in (0..=t).rev() {
            acc += k as f32;
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
