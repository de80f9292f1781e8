//! Red team 28: `impl<T: Copy> Tr for W<T>` overrides; `W<(u8, u16)>`, `W<[u16; 2]>`, `W<&'static u8>`, `W<Z>` (Z derives Copy) are all Copy, so rustc runs the override; `impl Tr for W<N> {}` (N not Copy) the default. Docs: Copy is certain only of primitives; else Unknown -> rustc's impl or RG0100, never the default for a Copy type.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
}

#[derive(Clone, Copy)]
struct Z(u8);
struct N(u8);
impl<T: Copy> Tr for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl Tr for W<N> {}

rsgpu::kernel! {
    pub fn r28_bound_copy_composites(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32], o5: &mut [u32], o6: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() && i < o5.len() && i < o6.len() {
            let v = x[i] % 1000;

            o1[i] = <W<(u8, u16)> as Tr>::f(v);
            o2[i] = <W<[u16; 2]> as Tr>::f(v);
            o3[i] = <W<&'static u8> as Tr>::f(v);
            o4[i] = <W<Z> as Tr>::f(v);
            o5[i] = <W<N> as Tr>::f(v);
            o6[i] = <W<u32> as Tr>::f(v);
        }
    }
}
