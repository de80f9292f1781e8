//! Red team 28: `mod t { pub trait Tr { fn f(v) { v + 1 } } }`, `use t::Tr as R;` at the root, `impl<T: Mark> R for W<T>` overrides and `impl R for W<u32> {}` keeps the default; a second `trait Tr` at the root with `impl<T: Mark> Tr for W<T>` of another body. Docs: a root `use` rename is read, a trait renamed Unknown; rustc's impl or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
mod t {
    pub trait Tr {
        #[inline(never)]
        fn f(v: u32) -> u32 { v + 1 }
    }
}
use t::Tr as R;
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 2 }
}
trait Mark {}
impl Mark for u8 {}
impl<T: Mark> R for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl R for W<u32> {}
impl<T: Mark> Tr for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 11 + 1 }
}
impl Tr for W<u32> {}

rsgpu::kernel! {
    pub fn r28_bound_trait_use_rename(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() {
            let v = x[i] % 1000;

            o1[i] = <W<u8> as R>::f(v);
            o2[i] = <W<u32> as R>::f(v);
            o3[i] = <W<u8> as Tr>::f(v);
            o4[i] = <W<u32> as Tr>::f(v);
        }
    }
}
