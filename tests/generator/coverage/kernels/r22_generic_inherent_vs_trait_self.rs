//! Red team 22 (which impl a call runs): a generic inherent impl `impl<T: Copy> W<T> { fn f(&self, d) -> d * 3 }` next to a specific trait impl `impl Tr2 for W<u8> { fn f(&self, d) -> d + 1000 }`; `a.f(v)` is the inherent method (Rust prefers it), `Tr2::f(&a, v)` the trait's.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Tr2 {
    fn f(&self, d: u32) -> u32;
}
#[derive(Clone, Copy)]
struct W<T>(T);
impl<T: Copy> W<T> {
    fn f(&self, d: u32) -> u32 {
        d * 3
    }
}
impl Tr2 for W<u8> {
    fn f(&self, d: u32) -> u32 {
        d + 1000
    }
}

rsgpu::kernel! {
    pub fn r22_generic_inherent_vs_trait_self(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            let a = W(1u8);
            let b = W(2u16);
            o1[i] = a.f(v);
            o2[i] = Tr2::f(&a, v);
            o3[i] = b.f(v);
        }
    }
}
