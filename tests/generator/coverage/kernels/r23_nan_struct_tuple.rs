//! Red team 23 (NaN constants): NaN constants in a struct literal and a tuple (`P { a: -f32::NAN, b: f32::from_bits(0x7f81_0000) }`), passed through a non-inlined fn and read with `to_bits`. Docs: bit-exact or RG0102.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct P { a: f32, b: f32 }
#[inline(never)]
fn pick(p: P, k: u32) -> f32 { if k % 2 == 0 { p.a } else { p.b } }
rsgpu::kernel! {
    pub fn r23_nan_struct_tuple(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let p = P { a: -f32::NAN, b: f32::from_bits(0x7f81_0000) };
            let t = (f32::from_bits(0xffa0_0000), -f64::NAN);
            o1[i] = pick(p, v).to_bits();
            o2[i] = if v % 3 == 0 { t.0.to_bits() } else { (t.1.to_bits() >> 32) as u32 };
            o3[i] = p.a.to_bits() ^ p.b.to_bits();
        }
    }
}
