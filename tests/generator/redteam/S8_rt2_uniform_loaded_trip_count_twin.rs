//! Twin (false-positive probe): a barrier in a loop whose trip count is
//! `params[0]`, an element of a read-only parameter every thread reads alike.
//! Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn uniform_loaded_trip_count_twin(params: &[u32], x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let steps = if params.len() > 0 { params[0] } else { 0 };
        let mut s = shared_array::<f32, 128>();
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut acc = 0.0f32;
        for k in 0..steps {
            acc += s[(t + k as usize) % 128];
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: kernel @uniform_loaded_trip_count_twin(
