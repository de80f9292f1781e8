//! Twin: rows from (block y, thread x), columns from (block x, thread y), constant tiles: `out[(by * 8 + tx) * cols + bx * 16 + ty]`. Must translate, with `fits_block_2d(block, 8, 16)`.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn inline_transposed_constant_twin(cols: usize, rows: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = block_idx_x() as usize * 16;
        let by = block_idx_y() as usize * 8;
        if by + tx < rows && bx + ty < cols {
            out[(by + tx) * cols + bx + ty] = 1.0;
        }
    }
}
// CHECK: kernel @inline_transposed_constant_twin(
