#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// float -> int `as` casts (saturating, NaN -> 0).
    pub fn core_float_round(x: &[f32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            // Saturating float -> int casts (Rust's `as`).
            let v = x[i] * 1.0e9;
            out[i] = (v as i32) / 1000 + (x[i] as u8) as i32 + (f32::NAN as i32);
        }
    }
}
