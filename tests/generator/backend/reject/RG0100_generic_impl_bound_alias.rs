//! `u16: Mark` is written through a root alias (`type Half = u16; impl
//! Mark for Half {}`): ir/ImplBounds.cpp compares a bound's impls by name
//! and takes another name that an alias may stand for as maybe the type's,
//! so `<W<u16> as Tr>::s` (the override of `impl<T: Mark> Tr for W<T>`, not
//! the default of `impl Tr for W<u32> {}`) is refused, never guessed as the
//! default.
// OPT-LEVELS: 0
#![no_std]
#![allow(dead_code)]
use rsgpu::*;

trait Mark {}
impl Mark for u8 {}
type Half = u16;
impl Mark for Half {}
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
    pub fn generic_impl_bound_alias(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <W<u16> as Tr>::s(x[i]) + 3 * <W<u32> as Tr>::s(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<W<u16> as Tr>::s` runs
