//! S5 twin: `out[k] = out[k] + a[k]` at the 3-D index with
//! `wrapping_mul`/`wrapping_add` in usize (the launch obligation bounds ids *
//! ny * nx below 2^64).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_3d_read_modify_write_twin(nx: usize, ny: usize, a: &[f32], out: &mut [f32]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let z = (block_idx_z() * block_dim_z() + thread_idx_z()) as usize;
        if x < nx && y < ny {
            let k = z.wrapping_mul(ny).wrapping_add(y).wrapping_mul(nx).wrapping_add(x);
            if k < out.len() && k < a.len() { out[k] = out[k] + a[k]; }
        }
    }
}
// CHECK: kernel @rt20_3d_read_modify_write_twin(
