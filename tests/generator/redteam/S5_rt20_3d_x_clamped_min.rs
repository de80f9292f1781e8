//! S5: the column clamped, `xc = x.min(nx - 1)`, then `xc < nx` holds for
//! every thread: all x >= nx - 1 write column nx - 1.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_x_clamped_min(nx: usize, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if nx > 0 && y < ny {
            let xc = x.min(nx - 1);
            if xc < nx {
                let k = (z * ny + y) * nx + xc;
                if k < out.len() { out[k] = 1.0; }
            }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
