//! The inline 2-D index with the column's thread id of the other axis:
//! `out[(by + ty) * cols + bx + ty]` — threads (tx, ty) and (tx', ty) write
//! the same element. The near miss of redteam/S5_rt_2d_inline_index_twin.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn twod_inline_index_swapped_thread(rows: usize, cols: usize, out: &mut [f32]) {
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * 16, block_idx_y() as usize * 16);
        if by + ty < rows && bx + tx < cols && bx + ty < cols {
            out[(by + ty) * cols + bx + ty] = 1.0 + tx as f32;
        }
    }
}
// CHECK: error[RG0201]: write to `out[((((by + ty) * cols) + bx) + ty)]` may collide: two threads can write the same element
