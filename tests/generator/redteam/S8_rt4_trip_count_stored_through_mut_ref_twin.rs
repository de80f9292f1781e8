//! Twin: `let r = &mut n; *r = 4; for _ in 0..n { sync_threads(); .. }` — a
//! uniform store through a `&mut` (analyses.md: each whole store is one more
//! assignment). Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn mut_ref_store_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut n = 0usize;
        let r = &mut n;
        *r = 4;
        let mut acc = 0.0f32;
        for _ in 0..n { sync_threads(); acc += 1.0; }
        if i < y.len() { y[i] = acc; }
    }
}
// CHECK: kernel @mut_ref_store_twin(
