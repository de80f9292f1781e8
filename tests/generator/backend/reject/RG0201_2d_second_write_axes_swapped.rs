//! Two row-major 2-D writes to one parameter, each proven alone, with row and
//! column swapped: `out[row * w + col]` under `col < w` and `out[col * w + row]`
//! under `row < w`. Thread (1, 0) writes out[1] with the first, thread (0, 1)
//! with the second (before, both were keyed `2d:w`, one function, and accepted).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn second_write_axes_swapped(w: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let row = block_idx_y() as usize * 16 + ty;
        let col = block_idx_x() as usize * 16 + tx;
        if col < w {
            out[row * w + col] = 1.0;
        }
        let r2 = block_idx_x() as usize * 16 + tx;
        let c2 = block_idx_y() as usize * 16 + ty;
        if c2 < w {
            out[r2 * w + c2] = 2.0;
        }
    }
}
// CHECK: error[RG0201]: write to `out[{{.*}}]` may collide
