//! Twin (false-positive probe): the CUDA idiom for a 2-D bounds guard,
//! `if r >= rows || c >= cols { return; }`, then the row-major write (every
//! path to it has taken the false edge of `c >= cols`, i.e. `c < cols`).
//! Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn rt2_2d_early_return_guard_twin(rows: usize, cols: usize, x: &[f32], out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r >= rows || c >= cols {
            return;
        }
        let k = r * cols + c;
        if k < out.len() && k < x.len() {
            out[k] = 2.0 * x[k];
        }
    }
}
// CHECK: kernel @rt2_2d_early_return_guard_twin(
