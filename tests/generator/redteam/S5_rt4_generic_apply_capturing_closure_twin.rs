//! Twin: the documented `apply<F: Fn(f32) -> f32>(f: F, v)` with a closure
//! capturing the parameter a. Must translate.
#![no_std]
use rsgpu::*;
fn apply<F: Fn(f32) -> f32>(f: F, v: f32) -> f32 { f(v) }
rsgpu::kernel! {
    pub fn apply_doc_shape(a: f32, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() { y[i] = apply(|v| v * a, x[i]); }
    }
}
// CHECK: kernel @apply_doc_shape(
