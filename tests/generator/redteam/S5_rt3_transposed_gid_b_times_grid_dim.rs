//! S5: `y[block_idx_x() * grid_dim_x() + thread_idx_x()]` — with fewer blocks than threads per block, (block 1, thread 0) meets (block 0, thread G).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn transposed_gid_b_times_grid_dim(y: &mut [f32]) {
        let j = (block_idx_x() * grid_dim_x() + thread_idx_x()) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
