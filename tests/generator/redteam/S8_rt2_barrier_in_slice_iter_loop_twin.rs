//! Twin (false-positive probe): a loop over a read-only parameter's items,
//! `for v in x.iter()` (the same trip count in every thread), with a barrier
//! after each publish and after each read. Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn barrier_in_slice_iter_loop_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        let mut acc = 0.0f32;
        for v in x.iter() {
            s[t] = *v;
            sync_threads();
            acc += s[(t + 1) % 128];
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: kernel @barrier_in_slice_iter_loop_twin(
