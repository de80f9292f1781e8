//! S8: only threads 0..16 reach the barrier; the rest of the block never does.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_under_tid(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if thread_idx_x() < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = x[i];
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which `(thread_idx_x() < 16)` decides so
// CHECK: = note: the branch at {{.*}}.mir:{{[0-9]+}}:{{[0-9]+}} depends on the thread: `(thread_idx_x() < 16)`
// CHECK: = note: threads that skip the barrier leave the others waiting (S8)
