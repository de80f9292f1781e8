//! Red team 28: own type parameters inside arrays, tuples and references: `impl<T: Mark> Tr for [T; 2]` beside `impl Tr for [u32; 2] {}`, `impl<T: Mark> Tr for (T, u16)` beside `impl Tr for (u32, u16) { .. }`, `impl<T: Mark> Tr for &T` beside `impl Tr for &u32 {}`, `impl<T: Mark, const N: usize> Tr for Arr<T, N>` beside `impl Tr for Arr<u32, 3> {}`. Docs (generics.md: arrays and tuples match the call's text; an impl's own parameters in a path type's arguments): rustc's impl or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Mark {}
impl Mark for u8 {}
impl Mark for i8 {}

#[derive(Clone, Copy)]
struct Arr<T, const N: usize>([T; N]);
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
}
impl<T: Mark> Tr for [T; 2] {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl Tr for [u32; 2] {}
impl<T: Mark> Tr for (T, u16) {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 5 + 1 }
}
impl Tr for (u32, u16) { fn f(v: u32) -> u32 { v ^ 0x99 } }
impl<T: Mark> Tr for &T {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 11 + 2 }
}
impl Tr for &u32 {}
impl<T: Mark, const N: usize> Tr for Arr<T, N> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 13 + N as u32 }
}
impl Tr for Arr<u32, 3> {}

rsgpu::kernel! {
    pub fn r28_generic_impl_shapes(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() {
            let v = x[i] % 1000;

            o1[i] = <[u8; 2] as Tr>::f(v) ^ <[u32; 2] as Tr>::f(v) << 12;
            o2[i] = <(i8, u16) as Tr>::f(v) ^ <(u32, u16) as Tr>::f(v) << 12;
            o3[i] = <&u8 as Tr>::f(v) ^ <&u32 as Tr>::f(v) << 12;
            o4[i] = <Arr<u8, 4> as Tr>::f(v) ^ <Arr<u32, 3> as Tr>::f(v) << 12;
        }
    }
}
