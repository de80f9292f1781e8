//! An impl of the bound under `#[cfg(..)]` is not read (ir/EnumSource.cpp
//! sourceImpls: it may be compiled in or out), so whether `u32: Mark`, and
//! which impl `<W<u32> as Tr>::s` runs (here the default that `impl Tr for
//! W<u32> {}` keeps), is refused, never guessed.
// OPT-LEVELS: 0
#![no_std]
#![allow(dead_code)]
use rsgpu::*;

trait Mark {}
impl Mark for u8 {}
#[cfg(any())]
impl Mark for u16 {}
#[cfg(any())]
impl Mark for u32 {}
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
impl Tr for W<u32> {}

rsgpu::kernel! {
    pub fn generic_impl_bound_cfg(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <W<u32> as Tr>::s(x[i]) + 3 * <W<u8> as Tr>::s(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<W<u32> as Tr>::s` runs
