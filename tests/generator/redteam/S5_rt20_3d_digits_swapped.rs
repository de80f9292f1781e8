//! S5: the x and y digits swapped, `(z * ny + x) * nx + y` under `x < nx && y
//! < ny`: x is the middle digit of radix ny and y the low digit of radix nx;
//! with ny > nx, y = nx spills into the next x.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_digits_swapped(nx: usize, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x < nx && y < ny {
            let k = (z * ny + x) * nx + y;
            if k < out.len() { out[k] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
