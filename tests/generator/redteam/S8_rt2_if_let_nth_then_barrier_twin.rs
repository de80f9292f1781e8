//! Twin (false-positive probe): `if let Some(v) = x.iter().nth(t) { acc = *v }`
//! and then a barrier after the `if let`, which every thread reaches. Must
//! translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn if_let_nth_then_barrier_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        let mut acc = 0.0f32;
        if let Some(v) = x.iter().nth(t) {
            acc = *v;
        }
        s[t] = acc;
        sync_threads();
        if i < y.len() && t < 256 {
            y[i] = s[255 - t];
        }
    }
}
// CHECK: kernel @if_let_nth_then_barrier_twin(
