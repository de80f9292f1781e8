//! Red team 23 (NaN constants): NaNs computed by `signum`, `0.0 / 0.0` of constants, `f32::INFINITY - f32::INFINITY`, `f32::NEG_INFINITY * 0.0` — values rustc may fold at opt-level 3 into `const NaN_f32`. Docs: bit-exact or RG0102 (the sign of a folded NaN is not in the MIR).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn r23_nan_folded_ops(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let z = 0.0f32;
            o1[i] = (z / z).to_bits() ^ (v & 1);
            o2[i] = (f32::INFINITY - f32::INFINITY).to_bits() ^ f32::NAN.signum().to_bits().rotate_left(1) ^ (-f32::NAN).signum().to_bits().rotate_left(2);
            o3[i] = (f32::NEG_INFINITY * z).to_bits() ^ (-(f64::NAN)).signum().to_bits() as u32 ^ ((-(f64::NAN)).signum().to_bits() >> 32) as u32;
        }
    }
}
