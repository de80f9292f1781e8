//! S8 near miss of the trip count loaded from a read-only parameter
//! (`params[0]`, one element for every thread): here each thread loads its
//! own `params[t]`, so the loop around the barrier runs a different number
//! of times per thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn trip_count_loaded_at_thread_index(params: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let steps = if t < params.len() { params[t] } else { 0 };
        let mut acc = 0.0f32;
        for k in 0..steps {
            acc += k as f32;
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
