//! Twin (false-positive probe): `if let Some(v) = x.get(i) { s[t] = *v; }`
//! then `sync_threads()` after the `if let`, reached by every thread, then a
//! mirrored read. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn if_let_get_then_barrier_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        if let Some(v) = x.get(i) {
            s[t] = *v;
        }
        sync_threads();
        if i < y.len() && t < 256 {
            y[i] = s[255 - t];
        }
    }
}
// CHECK: kernel @if_let_get_then_barrier_twin(
