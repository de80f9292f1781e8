//! Red team 23 (NaN constants): `f64::NAN.copysign(-1.0)`, `f32::NAN.copysign(-1.0)`, `(-f32::NAN).copysign(1.0)`, `f32::NAN.copysign(x)` with a run-time sign. Docs: bit-exact or RG0102 (folded at opt-level 3).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn r23_nan_copysign(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let s = if v % 2 == 0 { -1.0f32 } else { 1.0 };
            o1[i] = f32::NAN.copysign(-1.0).to_bits() ^ (v % 3 == 0) as u32;
            o2[i] = (f64::NAN.copysign(-1.0).to_bits() >> 32) as u32 ^ ((-f32::NAN).copysign(1.0).to_bits() << 1);
            o3[i] = f32::NAN.copysign(s).to_bits();
        }
    }
}
