//! Twin: `(x[i] > 0.0).then(|| y[i] = x[i])` writes the thread's own element
//! through a closure core's `bool::then` calls. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn bool_then_closure_own_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            let _ = (x[i] > 0.0).then(|| y[i] = x[i]);
        }
    }
}
// CHECK: kernel @bool_then_closure_own_twin(
