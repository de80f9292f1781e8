//! S8 misuse (red team 18): `max2(a, b)` called with a parameter and the thread id: uniform only when every argument is.
#![no_std]
use rsgpu::*;

fn max2(a: u32, b: u32) -> u32 {
    if a > b {
        a
    } else {
        b
    }
}

rsgpu::kernel! {
    pub fn mixed_args_max(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if max2(n, thread_idx_x()) > 64 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
