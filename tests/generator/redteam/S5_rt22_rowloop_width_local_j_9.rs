//! S5 misuse (red team 22): `let w = 8; for j in 0..9 { y[row * w + j] }` (one past the row). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rowloop_width_local_j_9(x: &[f32], y: &mut [f32], rows: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = 8;
        while row < rows {
            for j in 0..9 {
                y[row * w + j] = x[0];
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
