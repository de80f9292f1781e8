//! S5 (launch obligation `fits_3d`): the 3-D row-major write in u32,
//! `out[((z * ny + y) * nx + x) as usize]` under `x < nx && y < ny`. The
//! proof holds while ids * ny * nx <= 2^32 (the u32 index's width), where
//! the ids are the z extent (grid_dim_z * block_dim_z). The driver runs a
//! (2, 3, 2) x (4, 2, 2) launch that must write every element once, then
//! launches where ny * nx alone fits in 32 bits but the z extent pushes
//! ids * ny * nx past 2^32 (z = 2 wraps onto z = 0): each must be refused
//! with `InvalidLaunchConfig`; a launch at exactly 2^32 must run.
//! S5_rt20_3d_u32_launch_z_extent_wraps.main.cpp runs it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_u32_launch(nx: u32, ny: u32, out: &mut [u32]) {
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
