//! y = fmaf(a, x, y): Rust's `mul_add` (rsgpu::math::fmaf on the device), the
//! one kind of source whose PTX must keep a fused multiply-add
//! (tests/gpu/ptx_float_semantics.sh; saxpy.rs, `a * x[i] + y[i]`, must not).
#![no_std]
use rsgpu::math::fmaf;
use rsgpu::*;

rsgpu::kernel! {
    pub fn saxpy_fma(a: f32, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = fmaf(a, x[i], y[i]);
        }
    }
}
