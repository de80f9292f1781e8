//! S8 misuse (red team 18): a helper `count(n)` whose result counts a loop of `thread_idx_x() % 3` rounds plus its parameter.
#![no_std]
use rsgpu::*;

fn count(n: u32) -> u32 {
    let mut c = n;
    for _ in 0..thread_idx_x() % 3 {
        c += 1;
    }
    c
}

rsgpu::kernel! {
    pub fn helper_thread_loop_count(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if count(n) == n {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
