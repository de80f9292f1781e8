//! S5 twin: u32 ids and widths, nested guards spelled `nx > x` inside `y <
//! ny`, the index `((z * ny + y) * nx + x) as usize` in u32 (obligation: ids
//! * ny * nx <= 2^32).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_u32_nested_twin(nx: u32, ny: u32, out: &mut [f32]) {
        let x = block_idx_x() * block_dim_x() + thread_idx_x();
        let y = block_idx_y() * block_dim_y() + thread_idx_y();
        let z = block_idx_z() * block_dim_z() + thread_idx_z();
        if y < ny {
            if nx > x {
                let k = ((z * ny + y) * nx + x) as usize;
                if k < out.len() { out[k] = 1.0; }
            }
        }
    }
}
// CHECK: kernel @rt20_3d_u32_nested_twin(
