//! Two traits of one name (`t1::W`, `t2::W`) are told apart by their whole
//! paths (ir/ImplMatch.cpp; before session 26 `<B as t1::W>::weight` ran
//! the override of `impl t2::W for B`: red team 21's
//! r21_same_trait_name_modules). A trait renamed by `use t2::W as W2` is a
//! name rustc never prints: its impl may be either trait's, so the call is
//! refused, never guessed.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

mod t1 {
    pub trait W {
        fn weight(d: u32) -> u32 {
            d + 100
        }
    }
}
mod t2 {
    pub trait W {
        fn weight(d: u32) -> u32 {
            d + 200
        }
    }
}
use t2::W as W2;
struct B;
impl t1::W for B {}
impl W2 for B {
    fn weight(d: u32) -> u32 {
        d * 2
    }
}

rsgpu::kernel! {
    pub fn impl_trait_renamed_by_use(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <B as t1::W>::weight(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<B as t1::W>::weight` runs
