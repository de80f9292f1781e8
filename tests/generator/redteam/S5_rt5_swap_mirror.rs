//! S5: `y.swap(i, n - 1 - i)`: thread i and thread n - 1 - i both write
//! y[i] and y[n - 1 - i] (the classic in-place reverse, done by every thread).
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn swap_mirror(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = y.len();
        if i < n {
            y.swap(i, n - 1 - i);
        }
    }
}
// CHECK: error[RG0201]:
// CHECK: n - 1
