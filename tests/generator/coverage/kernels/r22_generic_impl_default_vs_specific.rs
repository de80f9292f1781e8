//! Red team 22 (which impl a call runs; around r22_generic_impl_self_method): a generic impl keeping a `&self` default (`impl<T: Copy> Tr for W<T> {}`, `Tr::f` = `d * 3`), a specific `impl Tr2 for W<u8>` with `f(&self)` = `d + 1000`, and a plain `impl Tr for V` overriding `f` = `d ^ 0x5555`; calls `Tr2::f(&a, v)`, `Tr::f(&a, v)`, `V.f(v)`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Tr {
    fn f(&self, d: u32) -> u32 {
        d * 3
    }
}
trait Tr2 {
    fn f(&self, d: u32) -> u32;
}
#[derive(Clone, Copy)]
struct W<T>(T);
#[derive(Clone, Copy)]
struct V;
impl<T: Copy> Tr for W<T> {}
impl Tr2 for W<u8> {
    fn f(&self, d: u32) -> u32 {
        d + 1000
    }
}
impl Tr for V {
    fn f(&self, d: u32) -> u32 {
        d ^ 0x5555
    }
}

rsgpu::kernel! {
    pub fn r22_generic_impl_default_vs_specific(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            let a = W(1u8);
            o1[i] = Tr2::f(&a, v);
            o2[i] = Tr::f(&a, v);
            o3[i] = Tr::f(&V, v);
        }
    }
}
