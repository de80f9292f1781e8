//! Red team 22 (which impl a call runs; a variant of r22_generic_impl_self_method): `impl<T: Copy> Tr for W<T> { fn f(&self, d) }` next to an inherent `impl W<u8> { fn f(&self, d) }` of the same signature and a specific `impl Tr2 for W<u16>`; `a.f(v)` is the inherent method (Rust prefers it), `Tr::f(&a, v)` the generic impl's, `Tr2::f(&b, v)` the specific one.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Tr {
    fn f(&self, d: u32) -> u32;
}
trait Tr2 {
    fn f(&self, d: u32) -> u32;
}
#[derive(Clone, Copy)]
struct W<T>(T);
impl<T: Copy> Tr for W<T> {
    fn f(&self, d: u32) -> u32 {
        d * 3
    }
}
impl W<u8> {
    fn f(&self, d: u32) -> u32 {
        d + 1000
    }
}
impl Tr2 for W<u16> {
    fn f(&self, d: u32) -> u32 {
        d ^ 0x5555
    }
}

rsgpu::kernel! {
    pub fn r22_generic_impl_vs_inherent_self(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            let a = W(1u8);
            let b = W(2u16);
            o1[i] = a.f(v);
            o2[i] = Tr::f(&a, v) + 10000 * Tr::f(&b, v);
            o3[i] = Tr2::f(&b, v);
        }
    }
}
