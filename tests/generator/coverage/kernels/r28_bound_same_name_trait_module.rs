//! Red team 28: root `trait Mark` (impl for u8) and `mod m { pub trait Mark {} impl Mark for u16 {} }`: `impl<T: Mark> Tr for W<T>` names the root one, so `W<u16>` keeps its own `impl Tr for W<u16> {}` (the default). Docs: a trait declared once in the root decides; rustc's impl or RG0100.
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
mod m {
    pub trait Mark {}
    impl Mark for u16 {}
    impl Mark for i16 {}
}
impl<T: Mark> Tr for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl Tr for W<u16> {}
impl Tr for W<i16> { fn f(v: u32) -> u32 { v ^ 0x55 } }

rsgpu::kernel! {
    pub fn r28_bound_same_name_trait_module(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;

            o1[i] = <W<u8> as Tr>::f(v);
            o2[i] = <W<u16> as Tr>::f(v);
            o3[i] = <W<i16> as Tr>::f(v);
        }
    }
}
