//! Near miss of accept/block_stride_rows.rs: the row offset is `block * m`
//! while the loop runs `j < n`: with m < n block 0's last columns are block
//! 1's first.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_stride_offset_m(y: &mut [f32], n: usize, m: usize) {
        let base = block_idx_x() as usize * m;
        let mut j = thread_idx_x() as usize;
        while j < n {
            if base + j < y.len() { y[base + j] = 1.0; }
            j += block_dim_x() as usize;
        }
    }
}
// CHECK: error[RG0201]: write to `y[(base + j)]` may collide
