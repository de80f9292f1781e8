//! S8 misuse (red team 18): `half(k)` of a local `k` started at a parameter and reset to 0 in threads 0..15: the scalar argument is thread-dependent through the branch it was assigned under.
#![no_std]
use rsgpu::*;

fn half(n: u32) -> u32 {
    n / 2
}

rsgpu::kernel! {
    pub fn arg_assigned_under_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut k = n;
        if thread_idx_x() < 16 {
            k = 0;
        }
        if half(k) == 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
