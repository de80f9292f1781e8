//! Twin: a device helper that always calls `sync_threads()`, between the
//! shared write and the neighbour read. Must translate.
#![no_std]
use rsgpu::*;

fn barrier() {
    sync_threads();
}

rsgpu::kernel! {
    pub fn helper_barrier_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if i < x.len() {
            s[t] = x[i];
        }
        barrier();
        if i < y.len() {
            y[i] = s[(t + 1) % 128];
        }
    }
}
// CHECK: kernel @helper_barrier_twin(
