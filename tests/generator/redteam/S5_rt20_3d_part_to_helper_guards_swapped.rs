//! S5: a one-element part `&mut out[k..k + 1]` at the 3-D index under swapped
//! guards (`x < ny && y < nx`) handed to a helper that writes it.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

fn put(s: &mut [f32]) {
    s[0] = 1.0;
}

rsgpu::kernel! {
    pub fn rt20_3d_part_to_helper_guards_swapped(nx: usize, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x < ny && y < nx {
            let k = (z * ny + y) * nx + x;
            if k < out.len() { put(&mut out[k..k + 1]); }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
