//! Twin (today's subset): the 2-D row-major write with a constant block size,
//! `r = block_idx_y() * 16 + ty`, `out[r * cols + c]` under `r < rows && c <
//! cols`. Must translate at O0 and O3 (on main: O3 translates, O0 is RG0201).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn twod_block_constant_twin(rows: usize, cols: usize, out: &mut [f32]) {
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * 16, block_idx_y() as usize * 16);
        let (c, r) = (bx + tx, by + ty);
        if r < rows && c < cols {
            out[r * cols + c] = 1.0;
        }
    }
}
// CHECK: kernel @twod_block_constant_twin(
