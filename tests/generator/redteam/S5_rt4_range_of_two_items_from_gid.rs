//! S5: `for j in i..i + 2 { y[j] = 1.0 }` — thread i writes y[i] and y[i +
//! 1]; the range's start is injective but its items are not. Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn range_two_items(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for j in i..i + 2 {
            if j < y.len() { y[j] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]:
