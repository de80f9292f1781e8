//! S5: the index from a helper `idx(x, y, z, nx, ny)` called with x and y
//! swapped: `(z * ny + x) * nx + y`.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

fn idx(x: usize, y: usize, z: usize, nx: usize, ny: usize) -> usize {
    (z * ny + y) * nx + x
}

rsgpu::kernel! {
    pub fn rt20_3d_index_helper_args_swapped(nx: usize, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x < nx && y < ny {
            let k = idx(y, x, z, nx, ny);
            if k < out.len() { out[k] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
