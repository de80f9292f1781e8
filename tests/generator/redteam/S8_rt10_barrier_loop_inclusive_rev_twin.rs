//! Twin: a barrier in a loop over a constant inclusive range walked backwards, `for k in (0..=7).rev() { s[t] = ..; sync_threads(); acc += s[(t + 1) % 256]; sync_threads(); }`: every thread runs the same 8 trips (the range is a constant). The `0..=7` and `1..=steps` forms translate; so must this. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_loop_inclusive_rev_twin(y: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut acc = 0.0f32;
        for k in (0..=7).rev() {
            s[t] = k as f32;
            sync_threads();
            acc += s[(t + 1) % 256];
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: kernel @barrier_loop_inclusive_rev_twin(
