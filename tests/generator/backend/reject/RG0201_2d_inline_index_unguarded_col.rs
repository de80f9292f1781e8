//! The inline 2-D index with no guard on the column (`bx + tx < cols`
//! missing): the last block column spills into the next row, where another
//! thread writes. The near miss of redteam/S5_rt_2d_inline_index_twin.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn twod_inline_index_unguarded_col(rows: usize, cols: usize, out: &mut [f32]) {
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * 16, block_idx_y() as usize * 16);
        if by + ty < rows {
            out[(by + ty) * cols + bx + tx] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `out[((((by + ty) * cols) + bx) + tx)]` may collide: two threads can write the same element
