//! S5 (launch obligation `fits_3d`, false positive at launch): the same u32
//! 3-D row-major write as S5_rt20_3d_u32_launch_z_extent_wraps. Its largest
//! index is (Z * ny - 1) * nx + nx - 1 < Z * ny * nx for Z the z extent
//! (grid_dim_z * block_dim_z): x and y ids past nx and ny fail the guards.
//! Docs: ids * ny * nx <= 2^32. A launch whose x ids are rounded up past nx
//! (4 blocks of 32 for nx = 96) with ny = 2^21, one plane (Z * ny * nx =
//! 3 * 2^26, nothing wraps) must run and write every element of row 0;
//! refused with `InvalidLaunchConfig` on main (the check multiplies the
//! x extent, 128, by ny * nx). A 4096 x 4096 slab of one plane (index
//! < 2^24, grid (128, 128, 1) x (32, 32, 1)) is refused the same way.
//! S5_rt20_3d_u32_launch_x_rounded_up.main.cpp runs it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_u32_launch_wide_x(nx: u32, ny: u32, out: &mut [u32]) {
        let x = block_idx_x() * block_dim_x() + thread_idx_x();
        let y = block_idx_y() * block_dim_y() + thread_idx_y();
        let z = block_idx_z() * block_dim_z() + thread_idx_z();
        if x < nx && y < ny {
            let k = ((z * ny + y) * nx + x) as usize;
            if k < out.len() {
                out[k] = (z * 10000 + y * 100 + x) as u32 + 1;
            }
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
