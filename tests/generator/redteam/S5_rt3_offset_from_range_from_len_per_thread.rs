//! S5 (cause F): an index offset from the length of `&x[t % 2..]`, a slice value
//! whose length depends on the thread: `y[gid + part.len()]` — threads
//! whose offsets differ by one meet.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn offset_from_range_from_len_per_thread(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 2 {
            return;
        }
        let part: &[u32] = &x[t % 2..];
        let j = gid + part.len();
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// O0: `RangeFrom<usize>` is not a device type yet (RG0101); the safety code where it is translated.
// CHECK-O0: error[RG0{{(10[0-2]|20[12])}}]:
// CHECK-O3: error[RG020{{[12]}}]:
// CHECK-O3: {{`y`|`y\[}}
