//! Twin: the inline row-major write with the column first,
//! `out[bx + tx + (by + ty) * cols]`. Must translate (may be a false
//! positive if only Rust's `((row * w) + bx) + tx` association is matched).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn inline_col_first_twin(cols: usize, rows: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = (block_idx_x() * block_dim_x()) as usize;
        let by = (block_idx_y() * block_dim_y()) as usize;
        if by + ty < rows && bx + tx < cols {
            out[bx + tx + (by + ty) * cols] = 1.0;
        }
    }
}
// CHECK: kernel @inline_col_first_twin(
