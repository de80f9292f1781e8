//! S5 (cause F): an index offset from the length of `x.windows(t % 2 + 1).next().unwrap_or(x)`, whose length
//! (the chunk/window size) depends on the thread: `y[gid + part.len()]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn offset_from_window_size_per_thread(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 2 {
            return;
        }
        let part: &[u32] = x.windows(t % 2 + 1).next().unwrap_or(x);
        let j = gid + part.len();
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
