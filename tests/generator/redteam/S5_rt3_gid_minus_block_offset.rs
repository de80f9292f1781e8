//! S5: `y[gid - block_idx_x() * block_dim_x()]` = y[thread_idx_x()] in every block (a block-uniform offset subtracted, not an invariant).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gid_minus_block_offset(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let off = (block_idx_x() * block_dim_x()) as usize;
        let j = gid - off;
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
