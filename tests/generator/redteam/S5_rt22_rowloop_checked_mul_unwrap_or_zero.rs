//! S5 misuse (red team 22): the row walk with `row.checked_mul(8).unwrap_or(0)`: every row whose product overflows writes row 0's elements. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rowloop_checked_mul_unwrap_or_zero(x: &[f32], y: &mut [f32], rows: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            let base = row.checked_mul(8).unwrap_or(0);
            for j in 0..8 {
                y[base + j] = x[0];
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
