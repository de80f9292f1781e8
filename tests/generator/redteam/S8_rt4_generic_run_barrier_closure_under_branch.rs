//! S8 (near miss of `S8_rt4_generic_run_barrier_closure_uniform_twin`): a
//! closure with a barrier handed to a generic `run<F: Fn() -> f32>(f: F)`
//! that calls it, with `run` called under `if t < 16` — 16 threads of the
//! block reach the barrier. Expected RG0210: the call `f()` inside `run`'s
//! instance is the closure's own body (generics.md), and its barrier is
//! under the caller's thread branch.
#![no_std]
use rsgpu::*;
fn run<F: Fn() -> f32>(f: F) -> f32 { f() }
rsgpu::kernel! {
    pub fn run_barrier_closure_under_branch(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = 0.0;
        if t < 16 { v = run(|| { sync_threads(); 1.0 }); }
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: error[RG0210]:
