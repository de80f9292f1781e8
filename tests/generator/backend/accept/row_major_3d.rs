//! 3-D row-major writes `out[(z * ny + y) * nx + x]` under `x < nx && y < ny`
//! (x, y, z the global ids of the three axes): one element per thread in any
//! launch shape whose ids * ny * nx fit the index's width (fits_3d). In usize
//! and in u32 (the launch then keeps ids * ny * nx within 2^32).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn row_major_3d(v: &[f32], nx: usize, ny: usize, nz: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x < nx && y < ny && z < nz {
            let i = (z * ny + y) * nx + x;
            out[i] = 2.0 * v[i];
        }
    }
}

rsgpu::kernel! {
    pub fn row_major_3d_u32(nx: u32, ny: u32, out: &mut [u32]) {
        let x = block_idx_x() * block_dim_x() + thread_idx_x();
        let y = block_idx_y() * block_dim_y() + thread_idx_y();
        let z = block_idx_z() * block_dim_z() + thread_idx_z();
        if y < ny && x < nx {
            let i = (z * ny + y) * nx + x;
            out[i as usize] = i;
        }
    }
}
// CHECK: kernel @row_major_3d(
// CHECK: kernel @row_major_3d_u32(
