//! Red team 28: `unsafe trait Mark` with `unsafe impl Mark for u16 {}`, and `type H = i16; unsafe impl Mark for H {}`: `W<u16>`, `W<i16>` run `impl<T: Mark> Tr for W<T>`'s override, `W<u32>` its `impl Tr for W<u32> {}`. Docs: an `unsafe impl` is an impl; through an alias Unknown: rustc's impl or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
}

unsafe trait Mark {}
unsafe impl Mark for u8 {}
unsafe impl Mark for u16 {}
type H = i16;
unsafe impl Mark for H {}
impl<T: Mark> Tr for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl Tr for W<u32> {}

rsgpu::kernel! {
    pub fn r28_bound_unsafe_and_alias(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() {
            let v = x[i] % 1000;

            o1[i] = <W<u8> as Tr>::f(v);
            o2[i] = <W<u16> as Tr>::f(v);
            o3[i] = <W<i16> as Tr>::f(v);
            o4[i] = <W<u32> as Tr>::f(v);
        }
    }
}
