//! S5 twin: the x and y ids in swapped roles (docs: either role): `out[(z *
//! ny + gx) * nx + gy]` under `gy < nx && gx < ny`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_roles_swapped_twin(nx: usize, ny: usize, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        let (gx, gy) = (x, y);
        if gy < nx && gx < ny {
            let k = (z * ny + gx) * nx + gy;
            if k < out.len() { out[k] = 1.0; }
        }
    }
}
// CHECK: kernel @rt20_3d_roles_swapped_twin(
