//! S8: a closure that calls `sync_threads()`, called only by the threads with
//! `t < 32` (a barrier in divergent code, behind a closure call).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_barrier_divergent(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let bar = || sync_threads();
        if t < 32 {
            bar();
        }
        if i < x.len() && i < y.len() {
            y[i] = x[i];
        }
    }
}
// CHECK: error[RG0210]:
