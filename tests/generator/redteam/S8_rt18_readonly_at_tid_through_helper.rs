//! S8 misuse (red team 18): `at(x, k)` reads a read-only parameter at a scalar index; called with the thread index (a reference and a per-thread scalar).
#![no_std]
use rsgpu::*;

fn at(x: &[f32], k: usize) -> f32 {
    x[k]
}

rsgpu::kernel! {
    pub fn readonly_at_tid_through_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && at(x, i) > 0.0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
