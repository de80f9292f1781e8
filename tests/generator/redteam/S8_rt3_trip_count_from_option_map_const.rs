//! S8: a barrier loop bound from `x.get(t).map(|_| 3u32).unwrap_or(5)` — a per-thread value (3 for some
//! threads, 5 for others) built by a core call whose closure/argument is a
//! constant.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn trip_count_from_option_map_const(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let k: u32 = x.get(t).map(|_| 3u32).unwrap_or(5);
        let mut n = 0.0f32;
        for _ in 0..k {
            sync_threads();
            n += 1.0;
        }
        if i < y.len() && i < x.len() {
            y[i] = n;
        }
    }
}
// O3: RG0102 (a constant `Option`): refused, not for S8.
// CHECK-O0: error[RG0210]:
// CHECK-O3: error[RG0{{(10[0-2]|210)}}]:
