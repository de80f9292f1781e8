//! S5 twin: the guards as an assert, `assert!(x < nx && y < ny)`, before
//! `out[(z * ny + y) * nx + x]` (the assert's success edge is on every path).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_assert_twin(nx: usize, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        assert!(x < nx && y < ny);
        let k = (z * ny + y) * nx + x;
        if k < out.len() { out[k] = 1.0; }
    }
}
// CHECK: kernel @rt20_3d_assert_twin(
