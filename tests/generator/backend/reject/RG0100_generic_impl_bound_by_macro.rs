//! `impl<T: Mark> Tr for W<T>` overrides `s`, `impl Tr for W<u16> {}` keeps
//! the default; `u8: Mark` is written by a macro (`mark!(u8)`), whose
//! expansion rsgpu-gen does not read (ir/ImplBounds.cpp: a source with
//! `macro_rules!` may hold impls its text does not show). Which impl
//! `<W<u8> as Tr>::s` runs is refused, never guessed (the default would be
//! a mistranslation). The twin, `impl Mark for u8 {}` written out, is in
//! coverage s27_generic_impl_bounds.
// OPT-LEVELS: 0
#![no_std]
#![allow(dead_code)]
use rsgpu::*;

trait Mark {}
macro_rules! mark {
    ($t:ty) => {
        impl Mark for $t {}
    };
}
mark!(u8);
trait Tr {
    fn s(d: u32) -> u32 {
        d + 2
    }
}
#[derive(Clone, Copy)]
struct W<T>(T);
impl<T: Mark> Tr for W<T> {
    fn s(d: u32) -> u32 {
        d * 20
    }
}
impl Tr for W<u16> {}

rsgpu::kernel! {
    pub fn generic_impl_bound_by_macro(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <W<u8> as Tr>::s(x[i]) + 3 * <W<u16> as Tr>::s(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<W<u8> as Tr>::s` runs
