//! S8: `let (lo, _) = x.split_at(t % 2); for _ in 0..lo.len() { sync_threads(); }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn trip_count_from_split_at_per_thread(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 2 {
            return;
        }
        let (lo, _) = x.split_at(t % 2);
        let mut n = 0.0f32;
        for _ in 0..lo.len() {
            sync_threads();
            n += 1.0;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: error[RG0210]:
