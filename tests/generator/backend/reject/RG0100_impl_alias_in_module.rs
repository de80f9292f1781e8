//! A type alias is read through only where the crate's root declares it
//! once (`type Dee = D;`, ir/ImplMatch.cpp): one declared in a module
//! (`m::Bee`) may name any type, so which impl `A::weight()` runs (`A`'s
//! default, or the override of the impl for `m::Bee`) is refused, never
//! guessed. The twin, a root alias, is in coverage s26_impl_near_misses.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct A;
struct B;
mod m {
    pub type Bee = super::B;
}
impl W for A {}
impl W for m::Bee {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}

rsgpu::kernel! {
    pub fn impl_alias_in_module(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = A::weight(x[i]) + B::weight(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<A as W>::weight` runs: the impl at {{.*}}RG0100_impl_alias_in_module.rs:21:1
