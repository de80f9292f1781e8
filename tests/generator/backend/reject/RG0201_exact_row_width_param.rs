//! Near miss of accept/exact_rows.rs: rows of a parameter width `w`
//! with items below 3: w = 2 overlaps the rows.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn exact_row_width_param(out: &mut [f32], w: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..3 {
            if i * w + k < out.len() {
                out[i * w + k] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `out[((i * w) + k)]` may collide
