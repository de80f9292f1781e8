//! Float edges: `as u8`/`as i16` saturation, `%` (fmod) with negatives, `-0.0` in `min`/`max`,
//! NaN through `max`, `signum` and `copysign`, `f32 as f64` then `as f32` rounding of a sum.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_float_edge(x: &[f32], y: &[f32], ints: &mut [u32], floats: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < ints.len() && i < floats.len() {
            let (a, b) = (x[i], y[i]);
            let u = (a * 20.0) as u8;
            let s = (a * 4000.0) as i16;
            ints[i] = u as u32 | (s as u16 as u32) << 8;
            let m = a % b;
            let z = (-0.0f32).max(a.min(0.0));
            let nan = (a / b.abs().min(0.0)).max(1.5);
            let wide = (a as f64 * 1.0e-3 + b as f64) as f32;
            floats[i] = m + z.copysign(b) + nan + wide * a.signum();
        }
    }
}
