//! S5: the column guard on a truncated copy, `(x as u8) < nx` (nx a u8): x =
//! 256 passes it and lands in the next row.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_guard_truncated_u8(nx: u8, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if (x as u8) < nx && y < ny {
            let k = (z * ny + y) * (nx as usize) + x;
            if k < out.len() { out[k] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
