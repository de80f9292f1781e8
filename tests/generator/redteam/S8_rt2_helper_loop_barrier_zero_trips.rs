//! S8: `fn sync_times(n)` loops `n` times over `sync_threads()`; the kernel
//! calls it with a uniform parameter that may be 0 between a shared write and
//! a neighbour read.
#![no_std]
use rsgpu::*;

fn sync_times(n: u32) {
    for _ in 0..n {
        sync_threads();
    }
}

rsgpu::kernel! {
    pub fn helper_loop_barrier_zero_trips(steps: u32, x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if i < x.len() {
            s[t] = x[i];
        }
        sync_times(steps);
        if i < y.len() {
            y[i] = s[(t + 1) % 128];
        }
    }
}
// CHECK: error[RG02{{(10|20)}}]:
