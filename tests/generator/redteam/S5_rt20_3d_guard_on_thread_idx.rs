//! S5: the column guard is on `thread_idx_x() < nx`, the index uses the
//! global x id: x itself is unbounded (block 1's x = bdx spills into the next
//! row).
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_guard_on_thread_idx(nx: usize, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        let tx = thread_idx_x() as usize;
        if tx < nx && y < ny {
            let k = (z * ny + y) * nx + x;
            if k < out.len() { out[k] = 1.0; }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
