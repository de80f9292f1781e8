//! S8 misuse (red team 18): a generic identity `id<T>(v) -> T` instantiated with `u32` (a parameter) and `u64` (the thread id): the `u64` instance is per thread.
#![no_std]
use rsgpu::*;

fn id<T>(v: T) -> T {
    v
}

rsgpu::kernel! {
    pub fn generic_two_instances(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for _ in 0..id(n) {
            sync_threads();
        }
        if id(thread_idx_x() as u64) < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
