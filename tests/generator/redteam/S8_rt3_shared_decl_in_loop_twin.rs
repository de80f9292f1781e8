//! Twin: the same loop with the trailing barrier. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_decl_in_loop_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut acc = 0.0f32;
        for k in 0..4usize {
            let mut s = shared_array::<f32, 128>();
            s[t] = if i + k < x.len() { x[i + k] } else { 0.0 };
            sync_threads();
            acc += s[(t + 127) % 128];
            sync_threads();
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: kernel @shared_decl_in_loop_twin(
