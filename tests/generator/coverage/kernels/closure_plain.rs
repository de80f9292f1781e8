#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// Non-capturing closures.
    pub fn closure_plain(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let square = |v: f32| v * v;
        let cube = |v: f32| v * v * v;
        if i < out.len() {
            out[i] = square(x[i]) - cube(x[i]) * 0.5;
        }
    }
}
