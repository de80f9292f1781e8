//! Red team 22 (found through r22_sort_f32_total_cmp): NaN constants other than the canonical quiet NaN: `-f32::NAN`, `f32::from_bits(0x7f80_0001)` (signalling), `f32::from_bits(0xffc0_1234)` (negative, payload) and `-f64::NAN`. At opt-level 3 rustc folds them and its MIR prints each as `const NaN_f32` (sign and payload not printed); the translation must keep the bits (`to_bits`, `is_sign_negative`, `total_cmp`) or refuse the constant.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn f(k: u32) -> f32 {
    match k % 4 {
        0 => -f32::NAN,
        1 => f32::from_bits(0x7f80_0001),
        2 => f32::from_bits(0xffc0_1234),
        _ => f32::NAN,
    }
}
fn g(k: u32) -> f64 {
    if k % 2 == 0 { -f64::NAN } else { f64::NAN }
}

rsgpu::kernel! {
    pub fn r22_nan_constant_bits(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let a = f(v);
            let b = g(v);
            o1[i] = a.to_bits();
            o2[i] = (b.to_bits() >> 32) as u32;
            o3[i] = a.is_sign_negative() as u32 + 2 * b.is_sign_negative() as u32 + 4 * ((a.total_cmp(&0.0) as i8) < 0) as u32;
        }
    }
}
