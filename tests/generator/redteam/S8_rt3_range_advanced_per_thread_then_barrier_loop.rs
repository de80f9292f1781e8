//! S8: a range advanced a per-thread number of times, then iterated around a barrier: `let mut it = 0..8; for _ in 0..t % 4 { it.next(); } for _ in it { sync_threads(); }` — thread t reaches 8 - t % 4 barriers.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_advanced_per_thread_then_barrier_loop(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = 0..8u32;
        for _ in 0..t % 4 {
            it.next();
        }
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
