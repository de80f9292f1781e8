//! S5: an index offset from the length of a per-thread subslice
//! `&x[0..t % 2]`: `y[gid + part.len()]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn offset_from_subslice_len_per_thread(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if x.len() < 2 {
            return;
        }
        let part = &x[0..t % 2];
        let j = gid + part.len();
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
