//! Twin of `S8_rt3_barrier_trip_count_through_mut_ref`: the trip count is
//! rewritten through `&mut` with one value for every thread (a constant),
//! so every thread reaches the same number of barriers. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn trip_count_through_mut_ref_uniform_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut n = 2u32;
        let r = &mut n;
        *r = 4;
        let mut acc = 0.0f32;
        for _ in 0..n {
            sync_threads();
            acc += 1.0;
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: kernel @trip_count_through_mut_ref_uniform_twin(
