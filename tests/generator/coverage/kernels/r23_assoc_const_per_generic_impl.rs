//! Red team 23 (which impl a call runs): associated consts per impl of a generic type, `impl K for G<u8> { const C = 3 }`, `G<u16>` (5), `G<u32>` (7), `G<i8>` keeping the trait default (2), read by path and through `fn c<T: K>() -> u32 { T::C }`. Docs: the const item of the matching impl, the default when none; or RG0100/RG0102.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct G<T>(T);
trait K { const C: u32 = 2; }
impl K for G<u8> { const C: u32 = 3; }
impl K for G<u16> { const C: u32 = 5; }
impl K for G<u32> { const C: u32 = 7; }
impl K for G<i8> {}
#[inline(never)]
fn c<T: K>(v: u32) -> u32 { v.wrapping_mul(T::C) }
rsgpu::kernel! {
    pub fn r23_assoc_const_per_generic_impl(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = v.wrapping_mul(<G<u8> as K>::C) ^ v.wrapping_mul(<G<u16> as K>::C).rotate_left(8);
            o2[i] = v.wrapping_mul(<G<u32> as K>::C) ^ v.wrapping_mul(<G<i8> as K>::C).rotate_left(8);
            o3[i] = c::<G<u8>>(v) ^ c::<G<u16>>(v).rotate_left(4) ^ c::<G<u32>>(v).rotate_left(8) ^ c::<G<i8>>(v).rotate_left(12);
        }
    }
}
