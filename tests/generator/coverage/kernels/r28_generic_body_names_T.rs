//! Red team 28: `impl<T: HasM> Tr for W<T> { fn f(v) -> u32 { v * T::M + T::g(v) } }` (signature without T): HasM for u8 (M = 3, g default), u16 (M = 5, g overridden), i16 (M default 9). Docs: instantiated per call from the header's binding; rustc's values or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
}

trait HasM {
    const M: u32 = 9;
    #[inline(never)]
    fn g(v: u32) -> u32 { v & 7 }
}
impl HasM for u8 { const M: u32 = 3; }
impl HasM for u16 { const M: u32 = 5; fn g(v: u32) -> u32 { v >> 2 } }
impl HasM for i16 {}
impl<T: HasM> Tr for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * T::M + T::g(v) }
}

rsgpu::kernel! {
    pub fn r28_generic_body_names_T(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;

            o1[i] = <W<u8> as Tr>::f(v);
            o2[i] = <W<u16> as Tr>::f(v);
            o3[i] = <W<i16> as Tr>::f(v);
        }
    }
}
