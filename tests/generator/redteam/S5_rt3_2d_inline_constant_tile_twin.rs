//! Twin: the inline row-major write with constant tiles, `out[(by * 8 + ty) * cols + bx * 16 + tx]`. Must translate, with the obligation `fits_block_2d(block, 16, 8)`.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn inline_constant_tile_twin(cols: usize, rows: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = block_idx_x() as usize * 16;
        let by = block_idx_y() as usize * 8;
        if by + ty < rows && bx + tx < cols {
            out[(by + ty) * cols + bx + tx] = 1.0;
        }
    }
}
// CHECK: kernel @inline_constant_tile_twin(
