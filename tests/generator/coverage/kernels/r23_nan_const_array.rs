//! Red team 23 (NaN constants): NaN in a `const` array `[f32::NAN, -f32::NAN, f32::from_bits(0x7fa0_0001), f32::from_bits(0xffff_ffff), 1.5]` and a `const` f64 array, indexed per thread. Docs: bit-exact or RG0102.
#![no_std]
#![allow(unused)]
use rsgpu::*;

const T: [f32; 5] = [f32::NAN, -f32::NAN, f32::from_bits(0x7fa0_0001), f32::from_bits(0xffff_ffff), 1.5];
const D: [f64; 3] = [f64::NAN, -f64::NAN, f64::from_bits(0x7ff0_0000_0000_0001)];
rsgpu::kernel! {
    pub fn r23_nan_const_array(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = T[(v % 5) as usize].to_bits();
            o2[i] = (D[(v % 3) as usize].to_bits() >> 32) as u32 ^ D[(v % 3) as usize].to_bits() as u32;
            o3[i] = T[(v % 5) as usize].is_sign_negative() as u32 + 2 * T[((v >> 3) % 5) as usize].is_nan() as u32;
        }
    }
}
