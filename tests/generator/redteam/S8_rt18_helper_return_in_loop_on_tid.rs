//! S8 misuse (red team 18): `find(n)` loops `k in 0..n` and returns `k` when `k == thread_idx_x()`, else `n`: a parameter bound, a per-thread exit.
#![no_std]
use rsgpu::*;

fn find(n: u32) -> u32 {
    for k in 0..n {
        if thread_idx_x() == k {
            return k;
        }
    }
    n
}

rsgpu::kernel! {
    pub fn helper_return_in_loop_on_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if find(n) == n {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
