#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// f32::clamp, min, max.
    pub fn core_clamp_float(x: &[f32], lo: f32, hi: f32, out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = x[i].clamp(lo, hi).max(-1.0).min(hi * 0.5);
        }
    }
}
