//! Twin: a closure capturing the scale `a` by reference, called per thread on
//! its own element. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn closure_scalar_capture_twin(a: f32, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let scaled = |v: f32| a * v;
        if i < y.len() && i < x.len() {
            y[i] = scaled(x[i]) + scaled(1.0);
        }
    }
}
// CHECK: kernel @closure_scalar_capture_twin(
