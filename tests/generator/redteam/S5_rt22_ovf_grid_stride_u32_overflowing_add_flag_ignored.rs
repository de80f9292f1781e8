//! S5 misuse (red team 22): a u32 grid-stride walk stepped with `i.overflowing_add(stride).0` under `i < n` (n a parameter): past 2^32 the walk wraps onto other threads' elements. Docs: below 64 bits the step must be overflow-checked: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_grid_stride_u32_overflowing_add_flag_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let stride = grid_dim_x() * block_dim_x();
        let mut i = block_idx_x() * block_dim_x() + thread_idx_x();
        while i < n {
            if (i as usize) < y.len() {
                y[i as usize] = x[0];
            }
            i = i.overflowing_add(stride).0;
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
