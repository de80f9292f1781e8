//! S8: a shared slot offset from a per-thread `split_at` length:
//! `s[t + lo.len()] = v` with `lo = x.split_at(t % 2).0` — threads 2k + 1 and
//! 2k + 2 write one slot.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slot_offset_from_split_at_per_thread(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 130>();
        if x.len() < 2 {
            return;
        }
        let (lo, _) = x.split_at(t % 2);
        s[t + lo.len()] = 1.0;
        sync_threads();
        if i < y.len() {
            y[i] = s[t];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
