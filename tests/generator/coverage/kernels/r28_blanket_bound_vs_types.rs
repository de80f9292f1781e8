//! Red team 28: a blanket `impl<T: Big> Tr for T` (Big for A and u8) beside `impl Tr for B {}` (default), `impl Tr for C { .. }` and `impl Tr for u16 {}`. Docs: `impl<T: Big> Tr for T` matches any printed path type whose bound holds; rustc's impl or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

struct A; struct B; struct C;
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
}
trait Big {}
impl Big for A {}
impl Big for u8 {}
impl<T: Big> Tr for T {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl Tr for B {}
impl Tr for C { fn f(v: u32) -> u32 { v ^ 0x11 } }
impl Tr for u16 {}

rsgpu::kernel! {
    pub fn r28_blanket_bound_vs_types(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32], o5: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() && i < o5.len() {
            let v = x[i] % 1000;

            o1[i] = <A as Tr>::f(v);
            o2[i] = <B as Tr>::f(v);
            o3[i] = <C as Tr>::f(v);
            o4[i] = <u8 as Tr>::f(v);
            o5[i] = <u16 as Tr>::f(v);
        }
    }
}
