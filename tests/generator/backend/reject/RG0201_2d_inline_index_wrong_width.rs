//! The inline 2-D index `out[(by + ty) * rows + bx + tx]` (re-associated:
//! `((row * w) + bx) + tx`) with the column guarded by `cols` but the row
//! stride `rows`: with rows < cols two threads meet. The near miss of
//! redteam/S5_rt_2d_inline_index_twin (stride `cols`), which translates.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn twod_inline_index_wrong_width(rows: usize, cols: usize, out: &mut [f32]) {
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * 16, block_idx_y() as usize * 16);
        if by + ty < rows && bx + tx < cols {
            out[(by + ty) * rows + bx + tx] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `out[((((by + ty) * rows) + bx) + tx)]` may collide: two threads can write the same element
