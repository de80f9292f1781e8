//! S8 misuse (red team 18): a closure capturing the thread id by move (`move || t`) handed to a generic helper.
#![no_std]
use rsgpu::*;

fn apply<F: Fn() -> u32>(f: F) -> u32 {
    f()
}

rsgpu::kernel! {
    pub fn capturing_closure_to_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let t = thread_idx_x();
        if apply(move || t) < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
