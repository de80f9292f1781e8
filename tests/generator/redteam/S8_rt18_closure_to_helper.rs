//! S8 misuse (red team 18): a generic helper `apply<F: Fn() -> u32>(f)` handed the closure `|| thread_idx_x()`: no scalar argument carries the thread.
#![no_std]
use rsgpu::*;

fn apply<F: Fn() -> u32>(f: F) -> u32 {
    f()
}

rsgpu::kernel! {
    pub fn closure_to_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if apply(|| thread_idx_x()) < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
