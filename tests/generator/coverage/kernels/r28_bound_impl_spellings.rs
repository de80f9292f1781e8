//! Red team 28: a generic override `impl<T: Mark> Tr for W<T>` beside `impl Tr for W<u32> {}`; `Mark`'s impls spelled `(u16)`, `::core::primitive::i16`, `crate::Mark for u64`, `impl<> Mark for i64`, `i8 where i8: Copy`. Docs (generics.md, an impl's own parameters): rustc runs the override for all five (each is `T: Mark`), the default for u32; or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
}

trait Mark {}
impl Mark for u8 {}
impl Mark for (u16) {}
impl Mark for ::core::primitive::i16 {}
impl crate::Mark for u64 {}
impl<> Mark for i64 {}
impl Mark for i8 where i8: Copy {}
impl<T: Mark> Tr for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl Tr for W<u32> {}

rsgpu::kernel! {
    pub fn r28_bound_impl_spellings(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32], o5: &mut [u32], o6: &mut [u32], o7: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() && i < o5.len() && i < o6.len() && i < o7.len() {
            let v = x[i] % 1000;

            o1[i] = <W<u8> as Tr>::f(v);
            o2[i] = <W<u16> as Tr>::f(v);
            o3[i] = <W<i16> as Tr>::f(v);
            o4[i] = <W<u64> as Tr>::f(v);
            o5[i] = <W<i64> as Tr>::f(v);
            o6[i] = <W<i8> as Tr>::f(v);
            o7[i] = <W<u32> as Tr>::f(v);
        }
    }
}
