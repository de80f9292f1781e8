//! Twin: `x.iter().map(|v| { sync_threads(); *v }).sum()` over the whole
//! read-only parameter: every thread calls the closure x.len() times
//! (analyses.md: `map`/`sum` of a block-uniform iterator). Must translate. O0: translate exits 0 but the emitted C++ does not compile (`Map<SliceIter<float>, Bound<closure, ..>> _12{}` default-constructs a `Bound`, whose `BasicThread` constructor is private); the same with a plain `map(|v| *v * 2.0).sum()`. O3 passes.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn map_barrier_sum_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s: f32 = x.iter().map(|v| { sync_threads(); *v }).sum();
        if i < y.len() { y[i] = s; }
    }
}
// CHECK: kernel @map_barrier_sum_twin(
