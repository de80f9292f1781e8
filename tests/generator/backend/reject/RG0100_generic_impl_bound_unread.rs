//! A bound with generic arguments (`T: Conv<u32>`) is not read
//! (ir/EnumSource.cpp readBounds): which impl `<W<u8> as Tr>::s` runs (the
//! override of `impl<T: Conv<u32>> Tr for W<T>`, not the default `impl Tr
//! for W<u16> {}` keeps) is refused, never guessed.
// OPT-LEVELS: 0
#![no_std]
#![allow(dead_code)]
use rsgpu::*;

trait Conv<X> {}
impl Conv<u32> for u8 {}
trait Tr {
    fn s(d: u32) -> u32 {
        d + 2
    }
}
#[derive(Clone, Copy)]
struct W<T>(T);
impl<T: Conv<u32>> Tr for W<T> {
    fn s(d: u32) -> u32 {
        d * 20
    }
}
impl Tr for W<u16> {}

rsgpu::kernel! {
    pub fn generic_impl_bound_unread(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <W<u8> as Tr>::s(x[i]) + 3 * <W<u16> as Tr>::s(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<W<u8> as Tr>::s` runs
