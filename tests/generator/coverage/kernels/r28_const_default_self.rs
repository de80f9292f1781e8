//! Red team 28: trait const defaults naming `Self`: `const SZ: u32 = size_of::<Self>() as u32`, `const N: u32 = Self::SZ * 10 + Self::A`, `const A: u32 = 3`; impls keeping all (`[u8; 3]`-sized X, u16, W<u64>), overriding A (Y), overriding SZ (Z), overriding N (V). Docs: instantiated per type (Scale::K2_A); rustc's values or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
struct X([u8; 3]);
struct Y(u64, u8);
struct Z(u32);
struct V;
trait K: Sized {
    const A: u32 = 3;
    const SZ: u32 = core::mem::size_of::<Self>() as u32;
    const N: u32 = Self::SZ * 10 + Self::A;
}
impl K for X {}
impl K for u16 {}
impl K for W<u64> {}
impl K for Y { const A: u32 = 100; }
impl K for Z { const SZ: u32 = 50; }
impl K for V { const N: u32 = 7; }

rsgpu::kernel! {
    pub fn r28_const_default_self(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32], o5: &mut [u32], o6: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() && i < o5.len() && i < o6.len() {
            let v = x[i] % 1000;

            o1[i] = v + <X as K>::N;
            o2[i] = v + <u16 as K>::N;
            o3[i] = v + <W<u64> as K>::N;
            o4[i] = v + <Y as K>::N;
            o5[i] = v + <Z as K>::N;
            o6[i] = v + <V as K>::N;
        }
    }
}
