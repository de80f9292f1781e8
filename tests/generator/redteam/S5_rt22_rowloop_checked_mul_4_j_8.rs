//! S5 misuse (red team 22): `row.checked_mul(4).unwrap()` with `j in 0..8`: a row's last four elements are the next row's first. Docs (E <= 2^ctz(m)): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rowloop_checked_mul_4_j_8(x: &[f32], y: &mut [f32], rows: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            let base = row.checked_mul(4).unwrap();
            for j in 0..8 {
                y[base + j] = x[0];
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
