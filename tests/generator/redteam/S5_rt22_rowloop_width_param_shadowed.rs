//! S5 misuse (red team 22): `let w = 8;` shadowed by a parameter-derived `let w = w * m;` (m a kernel parameter, may be 0): `y[row * w + j]` with `j < 8`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rowloop_width_param_shadowed(x: &[f32], y: &mut [f32], rows: usize, m: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = 8;
        let w = w * m;
        while row < rows {
            for j in 0..8 {
                y[row * w + j] = x[0];
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
