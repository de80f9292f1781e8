//! Twin: the documented row-major write under `r < rows && c < cols`, index
//! checked against `out.len()`. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt2_2d_twin(rows: usize, cols: usize, out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r < rows && c < cols {
            let k = r * cols + c;
            if k < out.len() {
                out[k] = (r + c) as f32;
            }
        }
    }
}
// CHECK: kernel @rt2_2d_twin(
