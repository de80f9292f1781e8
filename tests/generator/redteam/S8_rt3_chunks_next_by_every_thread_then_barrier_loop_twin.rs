//! Twin of `S8_rt3_chunks_next_under_thread_branch_then_barrier_loop`:
//! the chunks iterator is advanced by every thread before the barrier loop.
//! Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunks_next_by_every_thread_then_barrier_loop_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = x.chunks(2);
        it.next();
        let mut n = 0.0f32;
        for _ in it {
            sync_threads();
            n += 1.0;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: kernel @chunks_next_by_every_thread_then_barrier_loop_twin(
