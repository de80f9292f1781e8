//! `Wrap<u8>: Mark` holds through a generic impl of the bound (`impl<U:
//! Small> Mark for Wrap<U>`), which ir/ImplBounds.cpp does not read: which
//! impl `<W<Wrap<u8>> as Tr>::s` runs (the override of `impl<T: Mark> Tr
//! for W<T>`, not the default `impl Tr for W<Wrap<u16>> {}` keeps) is
//! refused, never guessed.
// OPT-LEVELS: 0
#![no_std]
#![allow(dead_code)]
use rsgpu::*;

trait Small {}
impl Small for u8 {}
trait Mark {}
#[derive(Clone, Copy)]
struct Wrap<U>(U);
impl<U: Small> Mark for Wrap<U> {}
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
impl Tr for W<Wrap<u16>> {}

rsgpu::kernel! {
    pub fn generic_impl_bound_generic(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <W<Wrap<u8>> as Tr>::s(x[i]) + 3 * <W<Wrap<u16>> as Tr>::s(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<W<Wrap<u8>> as Tr>::s` runs
