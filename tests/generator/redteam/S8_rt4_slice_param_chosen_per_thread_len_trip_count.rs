//! S8: `let s = if t < 16 { z } else { x }; for _ in 0..s.len() {
//! sync_threads(); .. }` — the trip count of a barrier loop is the length of
//! a parameter chosen per thread (x and z of different lengths: a hang on the
//! GPU). Expected RG0210. O3: translated (rustc reuses z's local, `z = x` on
//! one path; its length is taken as the parameter's invariant length); the
//! emitted `z = x;` does not compile (Slice's deleted copy assignment). O0:
//! RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_param_chosen_per_thread_len_trip_count(x: &[f32], z: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s: &[f32] = if t < 16 { z } else { x };
        let n = s.len();
        let mut acc = 0.0;
        for _ in 0..n {
            sync_threads();
            acc += 1.0;
        }
        if i < y.len() {
            y[i] = acc + x.len() as f32;
        }
    }
}
// CHECK: error[RG0210]:
