//! Near miss of redteam S5_rt22_ovf_grid_stride_overflowing_add_tested_twin:
//! the step's flag ends the walk only for even `i` (`if o && i % 2 == 0`):
//! an odd `i` whose step wrapped walks on from the wrapped value onto other
//! threads' elements.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_add_grid_stride_flag_one_path(x: &[f32], y: &mut [f32], n: u64) {
        let stride = (grid_dim_x() * block_dim_x()) as u64;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        while i < n {
            if (i as usize) < y.len() {
                y[i as usize] = x[0];
            }
            let (nx, o) = i.overflowing_add(stride);
            if o && i % 2 == 0 {
                break;
            }
            i = nx;
        }
    }
}
// CHECK: error[RG0201]: write to `y[i as usize]` may collide
