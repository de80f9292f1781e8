//! S5: y bumped by 1 in a loop of two rounds under the guard re-tested each
//! round: thread y's second round is thread y + 1's first.
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_y_bumped_in_loop(nx: usize, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        for _r in 0..2 {
            if x < nx && y < ny {
                let k = (z * ny + y) * nx + x;
                if k < out.len() { out[k] = 1.0; }
            }
            y += 1;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `out[
