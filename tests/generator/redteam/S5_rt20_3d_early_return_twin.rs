//! S5 twin: the CUDA early return `if x >= nx || y >= ny { return; }`, then
//! `out[(z * ny + y) * nx + x]` (usize).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_early_return_twin(nx: usize, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x >= nx || y >= ny {
            return;
        }
        let k = (z * ny + y) * nx + x;
        if k < out.len() { out[k] = out[k] * 2.0 + 1.0; }
    }
}
// CHECK: kernel @rt20_3d_early_return_twin(
