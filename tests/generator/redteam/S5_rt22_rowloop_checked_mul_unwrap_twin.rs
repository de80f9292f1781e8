//! S5 twin (red team 22), opt-level 0: a grid-stride walk over rows, `let base = row.checked_mul(8).unwrap(); for j in 0..8 { y[base + j] = .. }`. Docs (analyses.md, session 25: the row loop takes `row.checked_mul(8).unwrap()` at opt-level 0): translates.
// OPT-LEVELS: 0
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rowloop_checked_mul_unwrap_twin(x: &[f32], y: &mut [f32], rows: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            let base = row.checked_mul(8).unwrap();
            for j in 0..8 {
                y[base + j] = x[0];
            }
            row += stride;
        }
    }
}
// CHECK: kernel @rt22_rowloop_checked_mul_unwrap_twin(
