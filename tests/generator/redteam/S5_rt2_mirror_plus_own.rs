//! S5: thread i writes both `y[i]` and its mirror `y[n - 1 - i]` (each alone
//! is accepted): thread n - 1 - i writes the same two elements.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mirror_plus_own(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = y.len();
        if i < n {
            y[i] = 1.0;
            y[n - 1 - i] = 2.0;
        }
    }
}
// CHECK: error[RG0201]:
