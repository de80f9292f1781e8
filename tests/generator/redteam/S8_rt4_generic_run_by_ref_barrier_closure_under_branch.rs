//! S8 (near miss): a barrier closure `bar` handed by reference to a generic
//! `run<F: Fn() -> f32>(f: &F)` by every thread (uniform), then to the same
//! `run` under `if t < 16`. One instance of `run` for the closure type: its
//! call `f()` is the closure's body in both places, and the second call puts
//! the barrier under a thread branch. Expected RG0210.
#![no_std]
use rsgpu::*;
fn run<F: Fn() -> f32>(f: &F) -> f32 { f() }
rsgpu::kernel! {
    pub fn run_by_ref_barrier_closure_under_branch(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let bar = || { sync_threads(); 1.0f32 };
        let mut v = run(&bar);
        if t < 16 { v += run(&bar); }
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: error[RG0210]:
