//! Red team 28: the generic impl in a module (`mod m { impl<T: super::Mark> super::Tr for super::W<T> { .. } }`) beside a root `impl Tr for W<u32> {}`; Mark for u8 and u16. Docs: an own-parameter impl counts in the root; in a module Unknown: RG0100, or rustc's impl.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Tr {
    #[inline(never)]
    fn f(v: u32) -> u32 { v + 1 }
}

trait Mark {}
impl Mark for u8 {}
impl Mark for u16 {}
mod m {
    impl<T: super::Mark> super::Tr for super::W<T> {
        #[inline(never)]
        fn f(v: u32) -> u32 { v * 3 + 7 }
    }
}
impl Tr for W<u32> {}

rsgpu::kernel! {
    pub fn r28_bound_impl_in_module(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;

            o1[i] = <W<u8> as Tr>::f(v);
            o2[i] = <W<u16> as Tr>::f(v);
            o3[i] = <W<u32> as Tr>::f(v);
        }
    }
}
