//! S5: `(2 * gid..n).step_by(stride)`: thread g's item 2g + k * stride meets
//! thread g' = g + stride / 2 ... (thread stride/2 starts at stride, thread
//! 0's second item).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_by_start_doubled(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        for j in (2 * gid..y.len()).step_by(stride) {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
