//! S8: a barrier loop bound read at a uniform index (0) of a subslice chosen per thread: `let part = &x[t % 2..]; for _ in 0..part[0] as u32 { sync_threads(); }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn trip_count_from_per_thread_subslice(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 2 {
            return;
        }
        let part = &x[t % 2..];
        let mut n = 0.0f32;
        for _ in 0..part[0] {
            sync_threads();
            n += 1.0;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// O0: `RangeFrom<usize>` (`&x[a..]`) is not a device type yet (RG0101).
// CHECK-O0: error[RG0{{(10[0-2]|210)}}]:
// CHECK-O3: error[RG0210]:
