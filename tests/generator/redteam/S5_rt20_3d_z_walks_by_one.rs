//! S5: z walks by 1 (`while z < nz { ..; z += 1 }`): thread z and thread z +
//! 1 both write plane z + 1.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_z_walks_by_one(nx: usize, ny: usize, nz: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let mut z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x < nx && y < ny {
            while z < nz {
                let k = (z * ny + y) * nx + x;
                if k < out.len() { out[k] = 1.0; }
                z += 1;
            }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
