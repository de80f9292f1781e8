//! S5: x truncated to 16 bits (`(gid_x as u16) as usize`) under `x < nx`:
//! with nx > 65536, threads x and x + 65536 write one element.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_x_truncated_u16(nx: usize, ny: usize, out: &mut [f32]) {
        let x = ((block_idx_x() * block_dim_x() + thread_idx_x()) as u16) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x < nx && y < ny {
            let k = (z * ny + y) * nx + x;
            if k < out.len() { out[k] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
