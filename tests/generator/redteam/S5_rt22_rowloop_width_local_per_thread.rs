//! S5 misuse (red team 22): the width in a local (`let mut w = 8`) raised to 16 for odd rows (`if row % 2 == 1 { w = 16 }`): row 2 at width 8 and row 1 at width 16 both write elements 16..24. Docs (a width propagated into a local is read through copies; a per-thread width is not one factor): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rowloop_width_local_per_thread(x: &[f32], y: &mut [f32], rows: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            let mut w = 8;
            if row % 2 == 1 {
                w = 16;
            }
            for j in 0..8 {
                y[row * w + j] = x[0];
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
