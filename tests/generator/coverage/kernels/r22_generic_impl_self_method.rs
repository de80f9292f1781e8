//! Red team 22 (which impl a call runs): `impl<T: Mark> Tr for W<T>` with `&self` methods reading `T::M`, and a specific `impl Tr2 for W<u8>` with a method of the same name and signature; `w.f()` is called through each trait by path.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Mark {
    const M: u32;
}
impl Mark for u8 {
    const M: u32 = 3;
}
impl Mark for u16 {
    const M: u32 = 5;
}
trait Tr {
    fn f(&self, d: u32) -> u32;
}
trait Tr2 {
    fn f(&self, d: u32) -> u32;
}
#[derive(Clone, Copy)]
struct W<T>(T);
impl<T: Mark + Copy> Tr for W<T> {
    fn f(&self, d: u32) -> u32 {
        d * T::M
    }
}
impl Tr2 for W<u8> {
    fn f(&self, d: u32) -> u32 {
        d + 1000
    }
}

rsgpu::kernel! {
    pub fn r22_generic_impl_self_method(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            let a = W(1u8);
            let b = W(2u16);
            o1[i] = Tr::f(&a, v);
            o2[i] = Tr2::f(&a, v);
            o3[i] = Tr::f(&b, v);
        }
    }
}
