//! S5: x raised by 1 before the guard in the threads whose input is positive
//! (`let mut x = x; if a[x] > 0 { x += 1 }`): thread x's x + 1 is thread x +
//! 1's x.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_x_bumped_on_a_path(nx: usize, ny: usize, a: &[f32], out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        let mut x = x;
        if x < a.len() && a[x] > 0.0 { x += 1; }
        if x < nx && y < ny {
            let k = (z * ny + y) * nx + x;
            if k < out.len() { out[k] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
