//! A `use` rename in the crate's root is read through (`use a::S as SA;
//! impl W for SA`: a::S, coverage r22_use_rename); one in a module is not
//! (ir/EnumSource.cpp sourceRootUse): `impl crate::W for SA` in `mod z`
//! with `use super::a::S as SA;` overrides a::S's `weight`, b::S keeps the
//! default, and which impl `<b::S as W>::weight` runs is refused, never
//! guessed.
// OPT-LEVELS: 0
#![no_std]
#![allow(unused)]
use rsgpu::*;

mod a {
    pub struct S;
}
mod b {
    pub struct S;
}
trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
mod z {
    use super::a::S as SA;
    impl crate::W for SA {
        fn weight(d: u32) -> u32 {
            d * 2
        }
    }
}
impl W for b::S {}

rsgpu::kernel! {
    pub fn impl_use_rename_in_module(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <b::S as W>::weight(x[i]) + 3 * <a::S as W>::weight(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<b::S as W>::weight` runs
