//! Red team 23 (NaN constants): a `const C: f32 = -f32::NAN`, an associated const `<A as K>::N = f32::from_bits(0x7f80_0002)` beside `<B as K>::N = -f32::NAN`, a `static` declared inside the kernel's helper fn (`static H: f64 = f64::from_bits(0xfff0_0000_0000_0005)`), read with `to_bits`. Docs: bit-exact or RG0102.
#![no_std]
#![allow(unused)]
use rsgpu::*;

const C: f32 = -f32::NAN;
struct A;
struct B;
trait K { const N: f32; }
impl K for A { const N: f32 = f32::from_bits(0x7f80_0002); }
impl K for B { const N: f32 = -f32::NAN; }
fn h(k: u32) -> u32 {
    static H: f64 = f64::from_bits(0xfff0_0000_0000_0005);
    (H.to_bits() >> (k % 2 * 32)) as u32
}

rsgpu::kernel! {
    pub fn r23_nan_const_scalar_assoc(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = if v % 2 == 0 { C.to_bits() } else { <A as K>::N.to_bits() };
            o2[i] = <B as K>::N.to_bits() ^ (v & 1);
            o3[i] = h(v);
        }
    }
}
