//! Twin (false positive): `fn run<F: Fn() -> f32>(f: F) -> f32 { f() }` called
//! by every thread with `|| { sync_threads(); 1.0 }`. Must translate. Today
//! RG0102 at O0 and O3 "recursion is not supported on the device:
//! run_closure7_21 -> run_closure7_21": the closure call inside `run` resolves
//! to `run`'s own instance (same cause as
//! S8_rt4_closure_barrier_called_under_branch_after_generic_peek; without the
//! barrier, `run(|| 1.0)` translates).
#![no_std]
use rsgpu::*;
fn run<F: Fn() -> f32>(f: F) -> f32 { f() }
rsgpu::kernel! {
    pub fn run_barrier_closure_uniform(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = run(|| { sync_threads(); 1.0 });
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: kernel @run_barrier_closure_uniform(
