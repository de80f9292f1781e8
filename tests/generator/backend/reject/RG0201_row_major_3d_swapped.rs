//! Near miss of accept/row_major_3d.rs (swapped): two threads can meet at one
//! element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_major_3d_swapped(nx: usize, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x < nx && y < ny { out[(z * nx + y) * nx + x] = 1.0; }
    }
}
// CHECK: error[RG0201]: write to `out[{{.*}}]` may collide
