//! S5: an index offset taken from the length of a per-thread `split_at`:
//! `let (lo, _) = x.split_at(t % 2); y[gid + lo.len()]` — thread 2k + 1
//! (offset 1) writes y[2k + 2], as does thread 2k + 2 (offset 0).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn offset_from_split_at_per_thread(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 2 {
            return;
        }
        let (lo, _) = x.split_at(t % 2);
        let j = gid + lo.len();
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
