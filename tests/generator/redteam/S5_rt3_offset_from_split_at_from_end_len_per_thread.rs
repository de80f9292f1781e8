//! S5 (cause F): an index offset from the length of `x.split_at(x.len() - t % 2).0`, a slice value
//! whose length depends on the thread: `y[gid + part.len()]` — threads
//! whose offsets differ by one meet.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn offset_from_split_at_from_end_len_per_thread(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 2 {
            return;
        }
        let part: &[u32] = x.split_at(x.len() - t % 2).0;
        let j = gid + part.len();
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
