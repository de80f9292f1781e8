//! Red team 28: `// impl Mark for u16 {}`, `/* impl Mark for i16 {} */`, a doc comment and a string naming `impl Mark for u64 {}`: none is an impl, so `W<u16>`, `W<i16>`, `W<u64>` run their own `impl Tr for W<..> {}` (the default) and only `W<u8>` the generic override. Docs: comments are not read; rustc's impl or RG0100.
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
// impl Mark for u16 {}
/* impl Mark for i16 {} */
/// impl Mark for u64 {}
const S: &str = "impl Mark for u64 {}";
impl<T: Mark> Tr for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl Tr for W<u16> {}
impl Tr for W<i16> {}
impl Tr for W<u64> {}

rsgpu::kernel! {
    pub fn r28_bound_impl_in_comments(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() {
            let v = x[i] % 1000;

            o1[i] = <W<u8> as Tr>::f(v);
            o2[i] = <W<u16> as Tr>::f(v);
            o3[i] = <W<i16> as Tr>::f(v);
            o4[i] = <W<u64> as Tr>::f(v);
        }
    }
}
