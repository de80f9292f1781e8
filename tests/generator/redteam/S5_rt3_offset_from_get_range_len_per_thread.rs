//! S5 (cause F): an index offset from the length of `x.get(0..t % 2).unwrap_or(&[])`, a slice value
//! whose length depends on the thread: `y[gid + part.len()]` — threads
//! whose offsets differ by one meet.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn offset_from_get_range_len_per_thread(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 2 {
            return;
        }
        let part: &[u32] = x.get(0..t % 2).unwrap_or(&[]);
        let j = gid + part.len();
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// Refused as unsupported today (RG0102, the promoted `&[]`); a guard.
// CHECK: error[RG0{{(10[0-2]|20[12])}}]:
