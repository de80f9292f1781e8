//! S8: `let mut it = 0..8; it.nth(t % 4); for _ in it { sync_threads(); }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_nth_per_thread_then_barrier_loop(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = 0..8usize;
        let _ = it.nth(t % 4);
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
// Refused as unsupported today (O0 RG0100 `Range::nth`, O3 RG0102); guards
// against accepting it as uniform once `nth` is translated.
// CHECK: error[RG0{{(10[0-2]|210)}}]:
