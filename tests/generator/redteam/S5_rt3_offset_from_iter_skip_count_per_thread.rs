//! S5: an index offset from `x.iter().skip(t % 2).count()`, a per-thread count: `y[gid + k]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn offset_from_iter_skip_count_per_thread(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let k = x.iter().skip(t % 2).count();
        let j = gid + k;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// Was refused as unsupported (RG0101 `Skip<Iter>`); `skip` translates since
// branch it24 and the guard holds: its count is per thread (RG0201).
// CHECK: error[RG0{{(10[0-2]|20[12])}}]:
