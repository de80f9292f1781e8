//! S8: `x.windows(2)` advanced by `nth(t % 2)` (a per-thread count), then iterated
//! around a barrier: odd threads reach one barrier fewer.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn windows_nth_per_thread_then_barrier_loop(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = x.windows(2);
        let _ = it.nth(t % 2);
        let mut n = 0.0f32;
        for _ in it {
            sync_threads();
            n += 1.0;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: error[RG0210]:
