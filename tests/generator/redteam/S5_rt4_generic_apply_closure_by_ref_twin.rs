//! Twin: a generic `apply<F: Fn(f32) -> f32>(f: &F, v)` calling the closure it
//! is lent. Must translate.
#![no_std]
use rsgpu::*;
fn apply<F: Fn(f32) -> f32>(f: &F, v: f32) -> f32 { f(v) }
rsgpu::kernel! {
    pub fn apply_nocapture_by_ref(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let c = |v: f32| v * 2.0;
        if i < y.len() && i < x.len() { y[i] = apply(&c, x[i]); }
    }
}
// CHECK: kernel @apply_nocapture_by_ref(
