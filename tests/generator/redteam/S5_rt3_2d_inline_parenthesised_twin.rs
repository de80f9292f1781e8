//! Twin: `out[(by + ty) * cols + (bx + tx)]` with the guard `bx + tx < cols`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn inline_parenthesised_twin(cols: usize, rows: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = (block_idx_x() * block_dim_x()) as usize;
        let by = (block_idx_y() * block_dim_y()) as usize;
        if by + ty < rows && bx + tx < cols {
            out[(by + ty) * cols + (bx + tx)] = 1.0;
        }
    }
}
// CHECK: kernel @inline_parenthesised_twin(
