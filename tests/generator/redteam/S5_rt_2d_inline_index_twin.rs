//! Twin (today's subset): the 2-D row-major write with a constant block size,
//! its index written inline, `out[(by + ty) * cols + bx + tx]`. Must translate
//! (on main: RG0201 at O0 and O3 — the let-bound `out[r * cols + c]` of
//! S5_rt_2d_block_constant_twin translates at O3).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn twod_inline_index_twin(rows: usize, cols: usize, out: &mut [f32]) {
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * 16, block_idx_y() as usize * 16);
        if by + ty < rows && bx + tx < cols {
            out[(by + ty) * cols + bx + tx] = 1.0;
        }
    }
}
// CHECK: kernel @twod_inline_index_twin(
