//! S5 misuse (red team 22): the walk of S5_rt22_ovf_grid_stride_overflowing_add_tested_twin stepped with `i = i.overflowing_add(stride).0` (flag dropped) under the parameter bound `i < n`: with n near 2^64 the walk wraps onto other threads' elements. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_grid_stride_overflowing_add_ignored(x: &[f32], y: &mut [f32], n: u64) {
        let stride = (grid_dim_x() * block_dim_x()) as u64;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        while i < n {
            if (i as usize) < y.len() {
                y[i as usize] = x[0];
            }
            i = i.overflowing_add(stride).0;
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
