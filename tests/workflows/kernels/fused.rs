//! The link-time workflow's Rust side: a kernel and a device function
//! (`rsgpu-gen build --mode rdc` exports both with C linkage:
//! rsgpu_device_fused and rsgpu_device_fn_axpy), which hand-written CUDA C++
//! calls across the device link (tests/workflows/rdc_caller.cu).
#![no_std]
use rsgpu::*;

/// a * x + y for one element.
#[inline(never)]
pub fn axpy(a: f32, x: f32, y: f32) -> f32 {
    a * x + y
}

rsgpu::kernel! {
    pub fn fused(a: f32, x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = axpy(a, x[i], y[i]);
        }
    }
}
