//! Twin of `S8_rt3_range_next_under_thread_branch_then_barrier_loop`: the
//! range is advanced by every thread (no thread branch; once more under a
//! kernel-parameter condition), so the barrier loop over what remains has
//! one trip count for the block. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_next_by_every_thread_then_barrier_loop_twin(flag: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = 0..8u32;
        it.next();
        if flag != 0 {
            it.next();
        }
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
// CHECK: kernel @range_next_by_every_thread_then_barrier_loop_twin(
