//! Polynomial evaluation by Horner's rule over a coefficient slice (highest degree first), with `fmaf`
//! via `fold`, and the derivative with `rev().enumerate()`.
#![no_std]
use rsgpu::math::fmaf;
use rsgpu::*;

fn horner(coeffs: &[f32], x: f32) -> f32 {
    coeffs.iter().fold(0.0, |acc, &c| fmaf(acc, x, c))
}

fn derivative(coeffs: &[f32], x: f32) -> f32 {
    let mut acc = 0.0;
    let mut xp = 1.0;
    for (k, &c) in coeffs.iter().rev().enumerate().skip(1) {
        acc += k as f32 * c * xp;
        xp *= x;
    }
    acc
}

rsgpu::kernel! {
    pub fn u27_horner_poly(coeffs: &[f32], xs: &[f32], ys: &mut [f32], dys: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < xs.len() && i < ys.len() && i < dys.len() {
            let x = xs[i] / 16.0;
            ys[i] = horner(coeffs, x);
            dys[i] = derivative(coeffs, x);
        }
    }
}
