//! An impl's module is read from the source (`mod outer { mod inner { impl
//! crate::W for super::super::A` is for the root's A: coverage
//! r22_nested_module_impls), but an impl inside a fn is not read (its paths
//! resolve in the fn's module with the block's own items in scope): `impl W
//! for A` in `fn helper` (A a struct of the block) overrides `weight`, and
//! which impl `<B as W>::weight` runs (B keeps the default) is refused,
//! never guessed.
// OPT-LEVELS: 0
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait W {
    fn weight(d: u32) -> u32 {
        d + 100
    }
}
struct B;
impl W for B {}
fn helper(d: u32) -> u32 {
    struct A;
    impl W for A {
        fn weight(d: u32) -> u32 {
            d * 3
        }
    }
    A::weight(d)
}

rsgpu::kernel! {
    pub fn impl_in_fn_body(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            y[i] = <B as W>::weight(x[i]) + 3 * helper(x[i]);
        }
    }
}
// CHECK: error[RG0100]: cannot tell which impl `<B as W>::weight` runs
