//! A name a glob import brings in (`use a::*; impl W for S`) is not read
//! (ir/EnumSource.cpp sourceRootUse reads `use a::S as SA;` and `use
//! a::S;` only): `S` overrides a::S's `weight`, b::S keeps the default, and
//! which impl `<b::S as W>::weight` runs is refused, never guessed. The
//! twin, `use a::S as SA;`, is coverage r22_use_rename.
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
use a::*;
trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
impl W for S {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}
impl W for b::S {}

rsgpu::kernel! {
    pub fn impl_glob_import(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <b::S as W>::weight(x[i]) + 3 * <a::S as W>::weight(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<b::S as W>::weight` runs
