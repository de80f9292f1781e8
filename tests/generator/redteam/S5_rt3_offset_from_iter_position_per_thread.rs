//! S5: an index offset from `x.iter().position(|v| *v as usize == t % 2).unwrap_or(0)`, a per-thread count: `y[gid + k]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn offset_from_iter_position_per_thread(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let k = x.iter().position(|v| *v as usize == t % 2).unwrap_or(0);
        let j = gid + k;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
