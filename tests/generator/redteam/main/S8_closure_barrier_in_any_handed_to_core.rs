//! S8 (regression guard of redteam3 cause B, fixed by fix-closures): `x.iter().any(|v| { sync_threads(); *v > t as f32 })` — `any` stops at the first match, so each thread reaches the barrier a different number of times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_any_closure(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let found = x.iter().any(|v| {
            sync_threads();
            *v > t as f32
        });
        if i < y.len() {
            y[i] = if found { 1.0 } else { 0.0 };
        }
    }
}
// CHECK: error[RG0210]:
