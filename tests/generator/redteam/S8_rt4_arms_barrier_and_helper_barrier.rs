//! S8: one arm calls a helper `bar()` (one `sync_threads()`), the other calls
//! `sync_threads()` directly — two different barriers (docs: the copies must
//! be of one kind). Expected RG0210.
#![no_std]
use rsgpu::*;
#[inline(never)]
fn bar() { sync_threads(); }
rsgpu::kernel! {
    pub fn arms_barrier_and_helper_barrier(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 64 { bar(); } else { sync_threads(); }
        if i < y.len() { y[i] = x.len() as f32; }
    }
}
// CHECK: error[RG0210]:
