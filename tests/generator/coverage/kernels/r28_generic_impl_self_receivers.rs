//! Red team 28: methods with `self` in `impl<T: Mark + Copy> Tr for W<T>` (override of `get`, default `twice` calling `self.get()`), beside `impl Tr for W<u32> { fn get(&self) }` and `impl Tr for W<u16> {}` (every default). Docs (generics.md: a candidate counts by its receiver): rustc's values.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W<T>(T);
trait Mark {}
impl Mark for u8 {}
impl Mark for i8 {}

trait Tr {
    #[inline(never)]
    fn get(&self) -> u32 { 1 }
    #[inline(never)]
    fn twice(&self) -> u32 { self.get() * 2 + 1 }
}
impl<T: Mark + Copy> Tr for W<T> {
    #[inline(never)]
    fn get(&self) -> u32 { 40 }
}
impl Tr for W<u32> {
    #[inline(never)]
    fn get(&self) -> u32 { self.0 * 3 }
}
impl Tr for W<u16> {}

rsgpu::kernel! {
    pub fn r28_generic_impl_self_receivers(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;

            o1[i] = W(v as u8).get() + W(v as i8).twice() * 100;
            o2[i] = W(v).get() + W(v).twice() * 7;
            o3[i] = W(v as u16).get() + W(v as u16).twice() * 100;
        }
    }
}
