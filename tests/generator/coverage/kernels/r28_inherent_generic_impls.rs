//! Red team 28: inherent impls with own parameters: `impl<T: Mark> W<T> { const ONE = 3; fn f(v) }` beside `impl W<u32> { const ONE = 5; fn f(v) }` and `impl W<u16> { const ONE = 7; }` (u16, u32 not Mark), called `W::<u8>::ONE`, `W::<i8>::f(v)`, `W::<u32>::f(v)`. Docs (generics.md: inherent calls have no trait; an impl's own parameters decide by the bounds): rustc's values or RG0100.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Mark {}
impl Mark for u8 {}
impl Mark for i8 {}
impl<T: Mark> W<T> {
    const ONE: u32 = 3;
    #[inline(never)]
    fn f(v: u32) -> u32 { v * 3 + 7 }
}
impl W<u32> {
    const ONE: u32 = 5;
    #[inline(never)]
    fn f(v: u32) -> u32 { v ^ 0x3c }
}
impl W<u16> {
    const ONE: u32 = 7;
}

rsgpu::kernel! {
    pub fn r28_inherent_generic_impls(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;

            o1[i] = v * W::<u8>::ONE + W::<u32>::ONE * 100 + W::<u16>::ONE * 10000;
            o2[i] = W::<i8>::f(v) ^ W::<u32>::f(v) << 12;
            o3[i] = W::<u8>::f(v) + W::<i8>::ONE;
        }
    }
}
