//! Twin: `run(|| 1.0)` (a generic `run<F: Fn() -> f32>`) under `if t < 16`, no
//! barrier. Must translate.
#![no_std]
use rsgpu::*;
fn run<F: Fn() -> f32>(f: F) -> f32 { f() }
rsgpu::kernel! {
    pub fn run_closure_under_branch_nobarrier(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = 0.0;
        if t < 16 { v = run(|| 1.0); }
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: kernel @run_closure_under_branch_nobarrier(
