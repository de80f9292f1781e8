//! S8 (near miss of `S8_rt4_closure_barrier_called_under_branch_after_generic_peek`):
//! the barrier closure is handed by value to a generic fn that does call it
//! (`apply(bar)`, every thread: uniform), after a direct call `bar()` under
//! `if t < 16`. `bar` is `Copy` (no captures), so both calls are the closure's
//! body; the direct one is a barrier reached by 16 threads. Expected RG0210.
#![no_std]
use rsgpu::*;
fn apply<F: Fn() -> f32>(f: F) -> f32 { f() + 1.0 }
rsgpu::kernel! {
    pub fn closure_barrier_called_under_branch_after_generic_apply(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let bar = || { sync_threads(); 1.0f32 };
        let mut v = 0.0;
        if t < 16 { v = bar(); }
        v += apply(bar);
        if i < y.len() { y[i] = v; }
    }
}
// CHECK: error[RG0210]:
