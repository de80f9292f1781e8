//! A closure passed as `impl Fn` to a non-inlined generic function: the
//! generic fn is instantiated for the closure's type (ir/Monomorphize.cpp,
//! `apply::<{closure@..}>` -> `apply_closure13_26`), whose `f(v)` calls the
//! closure's body with its captures (was RG0101 before monomorphisation).
#![no_std]
use rsgpu::*;
#[inline(never)]
fn apply(f: impl Fn(f32) -> f32, v: f32) -> f32 { f(v) }
rsgpu::kernel! {
    pub fn closure(x: &[f32], y: &mut [f32], k: f32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = apply(|v| v * k, x[i]);
        }
    }
}
// CHECK: fn @apply_closure13_26(%f: closure_13_26, %v: f32) -> f32 {
// CHECK: call @closure::{closure#0}(
// CHECK: kernel @closure(
// CHECK: call @apply_closure13_26(
