//! S5: the width a local `w = nx`, halved in the threads whose input is
//! positive; guard `x < w` and stride `w` agree per thread, but threads with
//! w = nx and w = nx / 2 meet.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_width_local_per_thread(nx: usize, ny: usize, a: &[f32], out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        let mut w = nx;
        if x < a.len() && a[x] > 0.0 { w = nx / 2; }
        if x < w && y < ny {
            let k = (z * ny + y) * w + x;
            if k < out.len() { out[k] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
