//! Red team 23 (NaN constants): NaN payloads returned from `match` arms (f32 and f64: `f32::from_bits(0x7fc0_0001)`, `0xff80_0002`, `-f32::NAN`, `f64::from_bits(0xfff8_0000_0000_0003)`), then `to_bits`, `total_cmp`, `max`. Docs: bit-exact or RG0102.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn f(k: u32) -> f32 {
    match k % 5 {
        0 => f32::from_bits(0x7fc0_0001),
        1 => f32::from_bits(0xff80_0002),
        2 => -f32::NAN,
        3 => f32::NAN,
        _ => 2.0,
    }
}
fn d(k: u32) -> f64 {
    match k % 3 {
        0 => f64::from_bits(0xfff8_0000_0000_0003),
        1 => -f64::NAN,
        _ => f64::NAN,
    }
}
rsgpu::kernel! {
    pub fn r23_nan_match_payloads(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = f(v).to_bits();
            o2[i] = d(v).to_bits() as u32 ^ (d(v).to_bits() >> 32) as u32;
            o3[i] = (f(v).total_cmp(&f(v >> 2)) as i8 + 1) as u32 + 4 * f(v).is_sign_negative() as u32;
        }
    }
}
