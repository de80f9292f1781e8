//! S8 near miss of a barrier inside a called function ending the phase: the
//! helper's barrier is under `if t < 16`, reached by part of the block.
#![no_std]
use rsgpu::*;

fn barrier() {
    if thread_idx_x() < 16 {
        sync_threads();
    }
}

rsgpu::kernel! {
    pub fn helper_barrier_under_tid(x: &[f32], y: &mut [f32]) {
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
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
