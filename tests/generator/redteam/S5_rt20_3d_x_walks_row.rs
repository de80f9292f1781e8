//! S5: a loop that moves the id: `let mut x = gid_x; while x < nx { out[(z *
//! ny + y) * nx + x] = ..; x += 1 }`: thread x writes x..nx, so do threads x
//! + 1, ...
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_x_walks_row(nx: usize, ny: usize, out: &mut [f32]) {
        let mut x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        while x < nx && y < ny {
            let k = (z * ny + y) * nx + x;
            if k < out.len() { out[k] = 1.0; }
            x += 1;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
