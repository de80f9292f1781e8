//! Float semantics: math functions, saturating float->int casts, abs, NaN.
#![no_std]
use rsgpu::math::*;
use rsgpu::*;

rsgpu::kernel! {
    pub fn float_math(xs: &[f32], out: &mut [f32], bins: &mut [i32], scale: f64) {
        let i = thread_idx_x() as usize;
        if i < xs.len() && i < out.len() && i < bins.len() {
            let x = xs[i];
            let r = sqrtf(x.abs()) + expf(-x) * sinf(x) + floorf(x * 0.5);
            let y = fmaf(r, 2.0, 1.0);
            out[i] = if y != y { 0.0 } else { fmaxf(y, f32::NEG_INFINITY) };
            bins[i] = ((x as f64) * scale) as i32 + (y as u8) as i32;
        }
    }
}
