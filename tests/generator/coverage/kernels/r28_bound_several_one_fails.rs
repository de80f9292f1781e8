//! Red team 28: `impl<T: Mark + Tag> Tr for W<T>` (inline) and `impl<T> Tr2 for W<T> where T: Tag, T: Mark + Copy` (where): u8 has both, u16 only Mark (its own impls keep the defaults), i16 only Tag (own impls override). Docs: every bound must hold; rustc's impl or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
}

trait Tr2 {
    #[inline(never)]
    fn g(v: u32) -> u32 { v + 2 }
}
trait Mark {}
trait Tag {}
impl Mark for u8 {}
impl Tag for u8 {}
impl Mark for u16 {}
impl Tag for i16 {}
impl<T: Mark + Tag> Tr for W<T> {
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl<T> Tr2 for W<T> where T: Tag, T: Mark + Copy {
    #[inline(never)]
    fn g(v: u32) -> u32 { v * 5 + 1 }
}
impl Tr for W<u16> {}
impl Tr2 for W<u16> {}
impl Tr for W<i16> { fn f(v: u32) -> u32 { v ^ 0xaa } }
impl Tr2 for W<i16> { fn g(v: u32) -> u32 { v ^ 0x33 } }

rsgpu::kernel! {
    pub fn r28_bound_several_one_fails(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32], o4: &mut [u32], o5: &mut [u32], o6: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() && i < o4.len() && i < o5.len() && i < o6.len() {
            let v = x[i] % 1000;

            o1[i] = <W<u8> as Tr>::f(v);
            o2[i] = <W<u16> as Tr>::f(v);
            o3[i] = <W<i16> as Tr>::f(v);
            o4[i] = <W<u8> as Tr2>::g(v);
            o5[i] = <W<u16> as Tr2>::g(v);
            o6[i] = <W<i16> as Tr2>::g(v);
        }
    }
}
