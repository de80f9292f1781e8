//! S5: `y[thread_idx_x() * block_dim_x() + block_idx_x()]` — with more blocks than threads per block, (block B, thread 0) meets (block 0, thread 1).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn transposed_gid_t_times_block_dim(y: &mut [f32]) {
        let j = (thread_idx_x() * block_dim_x() + block_idx_x()) as usize;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
