//! Red team 28: a trait default `h` calling `Self::f` and reading `Self::C`, with `impl<T: Mark> Tr for W<T>` overriding only `f` and `impl<T: Mark> Tr2 for W<T>` overriding only the const `C` (every method kept), beside `impl Tr for W<u32> {}` / `impl Tr2 for W<u32> {}`; a generic fn `call<T>() where W<T>: Tr`; an inherent `W::<u8>::f` of the same name. Docs (generics.md: a default naming Self is instantiated per type; an impl's own parameters): rustc's values or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Mark {}
impl Mark for u8 {}
impl Mark for i8 {}

trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
    #[inline(never)]
    fn h(v: u32) -> u32 { Self::f(v) * 2 + 1 }
}
trait Tr2 {
    const C: u32 = 1;
    #[inline(never)]
    fn g(v: u32) -> u32 { v * Self::C + 3 }
}
impl<T: Mark> Tr for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl Tr for W<u32> {}
impl<T: Mark> Tr2 for W<T> { const C: u32 = 5; }
impl Tr2 for W<u32> {}
impl W<u8> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v ^ 0x5a5 }
}
#[inline(never)]
fn call<T>(v: u32) -> u32 where W<T>: Tr { <W<T> as Tr>::h(v) + 1000 }

rsgpu::kernel! {
    pub fn r28_generic_impl_default_calls(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32], o5: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() && i < o5.len() {
            let v = x[i] % 1000;

            o1[i] = <W<u8> as Tr>::h(v);
            o2[i] = <W<u32> as Tr>::h(v);
            o3[i] = <W<i8> as Tr2>::g(v) + <W<u32> as Tr2>::g(v) * 7;
            o4[i] = call::<u8>(v) ^ call::<u32>(v) << 8;
            o5[i] = W::<u8>::f(v) + <W<u8> as Tr>::f(v);
        }
    }
}
