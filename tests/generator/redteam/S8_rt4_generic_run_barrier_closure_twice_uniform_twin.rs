//! Twin: the barrier closure handed by reference to a generic `run` and
//! called directly, every call by every thread (no thread branch). Must
//! translate; the emitted `bar()` is the closure's body (its barrier), not
//! `run`'s instance.
#![no_std]
use rsgpu::*;
fn run<F: Fn() -> f32>(f: &F) -> f32 { f() }
rsgpu::kernel! {
    pub fn run_barrier_closure_twice_uniform(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let bar = || { sync_threads(); 1.0f32 };
        let v = run(&bar) + bar();
        if i < y.len() { y[i] = v; }
    }
}
// CHECK-O0: fn @run_closure11_19(
// CHECK-O0: call @run_barrier_closure_twice_uniform::{closure#0}(
// CHECK: kernel @run_barrier_closure_twice_uniform(
// CHECK-O0: call @run_closure11_19(
// CHECK-O0: call @run_barrier_closure_twice_uniform::{closure#0}(
