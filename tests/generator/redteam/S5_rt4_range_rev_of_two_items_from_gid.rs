//! S5: `for j in (i..i + 2).rev() { y[j] = 1.0 }`. Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn range_rev_two_items(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for j in (i..i + 2).rev() {
            if j < y.len() { y[j] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]:
