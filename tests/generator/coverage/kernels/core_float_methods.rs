#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// abs, signum, copysign, recip, to_radians, min/max.
    pub fn core_float_methods(x: &[f32], y: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let (a, b) = (x[i], y[i]);
            out[i] = a.abs() * b.signum() + a.copysign(b) - b.recip().min(8.0) + a.to_radians() * 0.0 + (-a).max(b);
        }
    }
}
