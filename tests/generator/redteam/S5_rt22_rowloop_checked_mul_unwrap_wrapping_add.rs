//! S5 misuse (red team 22): `row.checked_mul(8).unwrap()` exact, but the walk steps with `row = row.wrapping_add(stride)` (u64 walk under a parameter bound): near 2^64 it wraps onto other threads' rows. Docs (a grid-stride step must be overflow-checked or under a length): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_rowloop_checked_mul_unwrap_wrapping_add(x: &[f32], y: &mut [f32], rows: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            let base = row.checked_mul(8).unwrap();
            for j in 0..8 {
                y[base + j] = x[0];
            }
            row = row.wrapping_add(stride);
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
