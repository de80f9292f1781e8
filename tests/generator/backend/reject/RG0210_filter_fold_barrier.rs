//! A barrier in the closure of `filter(..).fold(..)`: `fold` calls it once
//! per item the predicate keeps, and the predicate reads the thread's index,
//! so threads reach the barrier different numbers of times. At O3 rustc
//! folds the slice iterator with core's `filter_fold` closure, whose
//! callables' results decide its calls (CoreClosures.def `Results`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn filter_fold_barrier(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = x.len().min(8);
        let s = x[0..n].iter().filter(|v| **v > i as f32).fold(0.0f32, |a, v| {
            sync_threads();
            a + v
        });
        if i < out.len() {
            out[i] = s;
        }
    }
}
// CHECK: error[RG0210]: barrier in the closure `filter_fold_barrier::{closure#1}` handed to `core.iter.fold` is reached a number of times that may differ between threads
