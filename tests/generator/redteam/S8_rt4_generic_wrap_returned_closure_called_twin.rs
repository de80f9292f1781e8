//! Twin (was noted under `S8_rt4_fold_closure_also_peeked_twin`, cause G):
//! `fn wrap<F: Fn() -> f32>(f: F) -> F { f }`, then `g()` on the closure it
//! returns. Must translate and compile: the call runs the closure's own body,
//! not `wrap`'s instance for the closure type (O0 emitted
//! `wrap_closure8_22(thread_, &g)`, which did not compile).
#![no_std]
use rsgpu::*;
fn wrap<F: Fn() -> f32>(f: F) -> F { f }
rsgpu::kernel! {
    pub fn wrap_returned_closure_called(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let g = wrap(|| 1.0f32);
        let v = g();
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: kernel @wrap_returned_closure_called(
// CHECK-O0: call @wrap_closure12_22(
// CHECK-O0: call @wrap_returned_closure_called::{closure#0}(
