//! Float helpers: `math::fmaf`, `math::sqrtf`, `abs`, `min`/`max`, `clamp`, a Horner polynomial.
#![no_std]
use rsgpu::*;

const C: [f32; 4] = [0.5, -1.25, 0.75, 2.0];

fn horner(x: f32) -> f32 {
    C.iter().fold(0.0, |acc, &c| math::fmaf(acc, x, c))
}

rsgpu::kernel! {
    pub fn u24_float_math(x: &[f32], y: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let (a, b) = (x[i], y[i]);
            let len = math::sqrtf(a * a + b * b);
            let p = horner(a.clamp(-2.0, 2.0));
            out[i] = len.max(p.abs()).min(100.0) + (a - b).abs();
        }
    }
}
