//! Everyday float math: `clamp`, `max`, `min`, `abs`, `copysign`, `fmaf` (mul_add), `sqrtf`,
//! `expf`, `floor`-free rounding via `as i32`, and a smoothstep.
#![no_std]
use rsgpu::math::{expf, fmaf, sqrtf};
use rsgpu::*;

fn smoothstep(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + expf(-x))
}

rsgpu::kernel! {
    pub fn u27_float_misc(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= x.len() || (i + 1) * 4 > out.len() {
            return;
        }
        let v = x[i];
        out[4 * i] = smoothstep(-4.0, 4.0, v);
        out[4 * i + 1] = fmaf(v, 0.5, 1.0).max(-2.0).min(6.0);
        out[4 * i + 2] = sqrtf(v.abs()).copysign(v) + sigmoid(v);
        out[4 * i + 3] = (v * 3.0) as i32 as f32 + (v.abs() < 1.0) as i32 as f32;
    }
}
