//! Red team 23 (NaN constants): NaNs computed by `signum`, `0.0 / 0.0` of constants, `f32::INFINITY - f32::INFINITY`, `f32::NEG_INFINITY * 0.0` — values rustc may fold at opt-level 3 into `const NaN_f32`. Docs: RG0102 at opt-level 3 where rustc folds them; the bits of a NaN an operation produces are not specified by Rust (RFC 3514: x86 gives 0xffc00000 for 0.0 / 0.0 at run time, rustc's const folding 0x7fc00000), so only `is_nan` is compared.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn r23_nan_folded_ops(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let z = 0.0f32;
            o1[i] = (z / z).is_nan() as u32 + 2 * (v & 1);
            o2[i] = (f32::INFINITY - f32::INFINITY).is_nan() as u32 + 2 * f32::NAN.signum().is_nan() as u32 + 4 * (-f32::NAN).signum().is_nan() as u32;
            o3[i] = (f32::NEG_INFINITY * z).is_nan() as u32 + 2 * (-(f64::NAN)).signum().is_nan() as u32;
        }
    }
}
