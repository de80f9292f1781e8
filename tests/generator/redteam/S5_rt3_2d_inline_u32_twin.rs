//! Twin: the inline row-major index computed in u32 and cast once,
//! `out[((by + ty) * cols + bx + tx) as usize]` (a launch obligation on
//! the 32-bit products).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn inline_u32_twin(cols: u32, rows: u32, out: &mut [f32]) {
        let tx = thread_idx_x();
        let ty = thread_idx_y();
        let bx = block_idx_x() * block_dim_x();
        let by = block_idx_y() * block_dim_y();
        if by + ty < rows && bx + tx < cols {
            out[((by + ty) * cols + bx + tx) as usize] = 1.0;
        }
    }
}
// CHECK: kernel @inline_u32_twin(
