//! S8 (near miss of `S8_rt4_closure_barrier_called_under_branch_after_generic_peek`,
//! cause G): the barrier closure handed to `peek(&bar)` (never calls it) by
//! every thread, then to a chain of generic fns, `outer(&bar)` -> `inner(f)`
//! -> `f()`, under `if t < 16`. Expected RG0210. Before branch fix-generic,
//! O0 translated it: `f()` in `inner`'s instance was emitted as `peek`'s
//! instance (same first parameter type), the barrier was gone.
#![no_std]
use rsgpu::*;
fn inner<F: Fn() -> f32>(f: &F) -> f32 { f() }
fn outer<F: Fn() -> f32>(f: &F) -> f32 { inner(f) + 1.0 }
fn peek<F: Fn() -> f32>(_f: &F) -> f32 { 0.0 }
rsgpu::kernel! {
    pub fn closure_barrier_via_generic_chain_after_generic_peek(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let bar = || { sync_threads(); 1.0f32 };
        let mut v = peek(&bar);
        if t < 16 { v = outer(&bar); }
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: error[RG0210]:
