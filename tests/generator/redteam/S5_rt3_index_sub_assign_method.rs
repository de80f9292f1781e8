//! S5: `j.sub_assign(i)` (core::ops::SubAssign called as a method, `&mut j`): j = 0 for every thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_sub_assign_method(y: &mut [f32]) {
        use core::ops::SubAssign;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = i;
        j.sub_assign(i);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
