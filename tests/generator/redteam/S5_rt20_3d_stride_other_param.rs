//! S5: guards `x < nx && y < ny`, row stride another parameter `w`: with w <
//! nx, x = w in row y is x = 0 in row y + 1.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_stride_other_param(nx: usize, ny: usize, w: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x < nx && y < ny {
            let k = (z * ny + y) * w + x;
            if k < out.len() { out[k] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
