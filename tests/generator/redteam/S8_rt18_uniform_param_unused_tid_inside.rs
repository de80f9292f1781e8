//! S8 misuse (red team 18): `scaled(n)` ignores nothing: it returns `n * thread_idx_x()`: called with a uniform argument, yet its result is per thread.
#![no_std]
use rsgpu::*;

fn scaled(n: u32) -> u32 {
    n * thread_idx_x()
}

rsgpu::kernel! {
    pub fn uniform_param_unused_tid_inside(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if scaled(n) < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
