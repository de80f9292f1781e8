//! `u8: Mark` is written in a module (`mod m { impl super::Mark for u8 {}
//! }`): ir/ImplBounds.cpp reads a bound's impls in the crate's root only, so
//! whether `impl<T: Mark> Tr for W<T>` (an override) or the default of
//! `impl Tr for W<u16> {}` is `W<u8>`'s is refused, never guessed. The
//! twin, the impl in the root, is in coverage s27_generic_impl_bounds.
// OPT-LEVELS: 0
#![no_std]
#![allow(dead_code)]
use rsgpu::*;

trait Mark {}
mod m {
    impl super::Mark for u8 {}
}
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
    pub fn generic_impl_bound_in_module(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <W<u8> as Tr>::s(x[i]) + 3 * <W<u16> as Tr>::s(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<W<u8> as Tr>::s` runs
