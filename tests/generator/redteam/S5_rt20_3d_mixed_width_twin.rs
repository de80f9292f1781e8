//! S5 twin: mixed widths, `((z * ny + y) as usize) * nx + x` with u32 `z`,
//! `y`, `ny` and a usize `nx` (docs: the obligation takes the narrowest width
//! of the four operations, here 32).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_mixed_width_twin(nx: usize, ny: u32, out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = block_idx_y() * block_dim_y() + thread_idx_y();
        let z = block_idx_z() * block_dim_z() + thread_idx_z();
        if x < nx && y < ny {
            let k = ((z * ny + y) as usize) * nx + x;
            if k < out.len() { out[k] = 1.0; }
        }
    }
}
// CHECK: kernel @rt20_3d_mixed_width_twin(
