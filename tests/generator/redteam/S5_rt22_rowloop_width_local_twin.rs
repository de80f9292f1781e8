//! S5 twin (red team 22), opt-level 0: `let w = 8; for j in 0..8 { y[row * w + j] }` in the grid-stride row walk (docs, session 25: a width rustc propagated into a local). Translates.
// OPT-LEVELS: 0
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rowloop_width_local_twin(x: &[f32], y: &mut [f32], rows: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = 8;
        while row < rows {
            for j in 0..w {
                y[row * w + j] = x[0];
            }
            row += stride;
        }
    }
}
// CHECK: kernel @rt22_rowloop_width_local_twin(
