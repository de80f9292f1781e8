#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// to_bits, from_bits, is_nan, is_finite, sign.
    pub fn core_float_bits(x: &[f32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let v = x[i];
            let flags = (v.is_nan() as u32) | (v.is_finite() as u32) << 1 | (v.is_sign_negative() as u32) << 2 | (v.is_infinite() as u32) << 3;
            out[i] = (v.to_bits() & !7) | flags ^ f32::from_bits(0x3f80_0000).to_bits() >> 29;
        }
    }
}
