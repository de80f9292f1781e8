//! Two row-major 3-D writes to one parameter with x and y in swapped roles:
//! `out[(z * h + gy) * w + gx]` under `gx < w && gy < h` and `out[(z * h + gx) *
//! w + gy]` under `gy < w && gx < h` (each proven alone). Thread (1, 0, 0) and
//! thread (0, 1, 0) both write out[1] (before, both were keyed `3d:h:w`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_major_3d_second_write_axes_swapped(w: usize, h: usize, out: &mut [f32]) {
        let gx = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let gy = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let gz = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if gx < w && gy < h {
            out[(gz * h + gy) * w + gx] = 1.0;
        }
        if gy < w && gx < h {
            out[(gz * h + gx) * w + gy] = 2.0;
        }
    }
}
// CHECK: error[RG0201]: write to `out[{{.*}}]` may collide
